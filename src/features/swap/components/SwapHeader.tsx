import { Trans } from '@lingui/react/macro'
import { useChainStatus } from '../../chain-data/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import styles from './SwapHeader.module.css'

/** The swap card's header: its title and the transaction settings. */
export function SwapHeader() {
  const chainId = useChainStatus((s) => s.chainId)
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>
        <Trans>Swap</Trans>
      </h1>
      <SettingsPopover chainId={chainId} />
    </div>
  )
}
