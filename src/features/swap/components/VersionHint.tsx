import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import type { RouterVersion } from '../../../lib/routing/swapTrade.ts'
import { formatGainPercent, type VersionAdvantage } from '../model/versionAdvantage.ts'
import styles from './VersionHint.module.css'

export type VersionHintProps = {
  /** The router the form uses now (`use` in the URL). */
  version: RouterVersion
  /** What the other router gives beyond this one for the typed amount; null when nothing. */
  advantage: VersionAdvantage | null
  /** Switch `use` to the other router. */
  onSwitch: () => void
}

function useAdvantageText(): (advantage: VersionAdvantage) => string {
  const { t, i18n } = useLingui()
  return (advantage) => {
    const v2 = advantage.other === 'v2'
    if (advantage.kind === 'only-route')
      return v2 ? t`Only V2 has a route for this trade` : t`Only V3 has a route for this trade`
    const percent = localizeNumber(formatGainPercent(advantage.gain), i18n.locale)
    if (advantage.kind === 'gives-more') return v2 ? t`V2 gives ${percent} more` : t`V3 gives ${percent} more`
    return v2 ? t`V2 costs ${percent} less` : t`V3 costs ${percent} less`
  }
}

/** Under the form: a link to the other router, saying by how much it pays more when it does. */
export function VersionHint({ version, advantage, onSwitch }: VersionHintProps) {
  const text = useAdvantageText()
  const toV2 = version === 'v3'
  return (
    <p className={styles.hint} data-testid="version-hint">
      {advantage ? (
        <span className={styles.better} data-testid="version-hint-better">
          {text(advantage)}
        </span>
      ) : null}
      <button type="button" className={styles.link} data-testid="version-hint-switch" onClick={onSwitch}>
        {toV2 ? <Trans>Try the V2 router</Trans> : <Trans>Try the V3 router</Trans>}
      </button>
    </p>
  )
}
