import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import type { SettingsChips as Chips } from '../model/settingsChips.ts'
import styles from './SettingsChips.module.css'

/** Beside the swap title: expert mode and a risky custom slippage, so they are not forgotten once set. */
export function SettingsChips({ chips }: { chips: Chips }) {
  const { t, i18n } = useLingui()
  const { expertMode, slippage } = chips
  if (!expertMode && !slippage) return null
  const percent = slippage ? localizeNumber(slippage.percent, i18n.locale) : undefined
  return (
    <span className={styles.chips}>
      {expertMode ? (
        <span className={styles.chip} data-testid="expert-mode-chip">
          <Trans>Expert mode</Trans>
        </span>
      ) : null}
      {slippage ? (
        <span
          className={styles.chip}
          data-testid="slippage-chip"
          title={
            slippage.risk === 'may-fail' ? t`Your transaction may fail` : t`Your transaction may be frontrun`
          }
        >
          <Trans>Slippage {percent}</Trans>
        </span>
      ) : null}
    </span>
  )
}
