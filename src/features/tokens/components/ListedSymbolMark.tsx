import { Trans } from '@lingui/react/macro'
import styles from './ListedSymbolMark.module.css'

/** Beside a token whose symbol a token on the active lists has at another address: it may be a look-alike. */
export function ListedSymbolMark() {
  return (
    <span className={styles.mark} data-testid="listed-symbol-mark">
      <Trans>Symbol also used by a listed token</Trans>
    </span>
  )
}
