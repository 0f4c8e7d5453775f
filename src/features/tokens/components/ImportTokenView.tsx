import { Trans } from '@lingui/react/macro'
import { shortenSymbol } from '../../../lib/format.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import { ListedSymbolMark } from './ListedSymbolMark.tsx'
import styles from './TokenSelector.module.css'

export type ImportTokenViewProps = {
  token: TokenCurrency & { listName?: string }
  /** A token on the active lists at another address has this token's symbol. */
  sharedSymbol: boolean
  onImport: () => void
}

/** A token no active list holds, with the spec's warnings; Import saves it for the chain. */
export function ImportTokenView({ token, sharedSymbol, onImport }: ImportTokenViewProps) {
  return (
    <div className={styles.view}>
      <div className={styles.warningBox}>
        <p className={styles.warningTitle}>
          <Trans>Import at your own risk</Trans>
        </p>
        <p>
          <Trans>
            This token doesn't appear on the active token list(s). Make sure this is the token that you want
            to trade.
          </Trans>
        </p>
      </div>
      <div className={styles.tokenCard} data-testid="import-token-card">
        <CurrencyLogo currency={token} size={32} />
        <span className={styles.symbol}>{shortenSymbol(token.symbol)}</span>
        {sharedSymbol ? <ListedSymbolMark /> : null}
        <span className={styles.muted}>{token.name}</span>
        <span className={styles.mono}>{token.address}</span>
        {token.listName ? (
          <span className={styles.badge}>
            <Trans>via {token.listName}</Trans>
          </span>
        ) : (
          <span className={`${styles.badge} ${styles.danger}`}>
            <Trans>Unknown Source</Trans>
          </span>
        )}
      </div>
      <button type="button" className={styles.primaryWide} onClick={onImport}>
        <Trans>Import</Trans>
      </button>
    </div>
  )
}
