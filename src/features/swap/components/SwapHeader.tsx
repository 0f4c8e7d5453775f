import { Trans } from '@lingui/react/macro'
import { useChainStatus } from '../../chain-data/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import type { SettingsChips as Chips } from '../model/settingsChips.ts'
import { SettingsChips } from './SettingsChips.tsx'
import styles from './SwapHeader.module.css'

/** The swap card's header: its title, reminders of risky settings, and the transaction settings. */
export function SwapHeader({ chips }: { chips: Chips }) {
  const chainId = useChainStatus((s) => s.chainId)
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>
        <Trans>Swap</Trans>
      </h1>
      <SettingsChips chips={chips} />
      <SettingsPopover chainId={chainId} />
    </div>
  )
}
