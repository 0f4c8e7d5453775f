import { Trans } from '@lingui/react/macro'
import type { RouterVersion } from '../../../lib/routing/swapTrade.ts'
import styles from './VersionHint.module.css'

export type VersionHintProps = {
  /** The router the form uses now (`use` in the URL). */
  version: RouterVersion
  /** The other router's trade gives the user more. */
  otherIsBetter: boolean
  /** Switch `use` to the other router. */
  onSwitch: () => void
}

/** Under the form: a link to the other router, saying so when it gives a better price. */
export function VersionHint({ version, otherIsBetter, onSwitch }: VersionHintProps) {
  const toV2 = version === 'v3'
  return (
    <p className={styles.hint} data-testid="version-hint">
      {otherIsBetter ? (
        <span className={styles.better} data-testid="version-hint-better">
          {toV2 ? <Trans>V2 gives you a better price.</Trans> : <Trans>V3 gives you a better price.</Trans>}
        </span>
      ) : null}
      <button type="button" className={styles.link} data-testid="version-hint-switch" onClick={onSwitch}>
        {toV2 ? <Trans>Try the V2 router</Trans> : <Trans>Try the V3 router</Trans>}
      </button>
    </p>
  )
}
