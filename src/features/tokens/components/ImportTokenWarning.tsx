import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { explorerLink } from '../../../chain/explorer.ts'
import { shortenSymbol } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { type ListedSymbols, sharesListedSymbol } from '../model/listedSymbols.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import styles from './ImportTokenWarning.module.css'
import { ListedSymbolMark } from './ListedSymbolMark.tsx'

/** A token no active list holds; `listName` when an inactive list has it. */
export type ImportableToken = TokenCurrency & { listName?: string }

export type ImportTokenWarningProps = {
  tokens: readonly ImportableToken[]
  chainId: number
  /** The active lists' symbols: a token that takes one at another address is marked as a possible look-alike. */
  listedSymbols: ListedSymbols
  /** Called only once the risk is acknowledged; the caller saves the tokens. */
  onImport: () => void
  onCancel: () => void
}

function TokenCard({
  token,
  chainId,
  sharedSymbol,
}: {
  token: ImportableToken
  chainId: number
  sharedSymbol: boolean
}) {
  const link = explorerLink(chainId, token.address, 'token')
  return (
    <li className={styles.card} data-testid="unknown-token">
      <CurrencyLogo currency={token} size={32} />
      <div className={styles.cardText}>
        <span className={styles.symbol}>{shortenSymbol(token.symbol)}</span>
        {sharedSymbol ? <ListedSymbolMark /> : null}
        <span className={styles.name}>{token.name}</span>
        {/* In full: the address is what tells a token from its look-alikes. */}
        {link !== undefined ? (
          <a className={styles.address} href={link} target="_blank" rel="noopener noreferrer">
            {token.address}
          </a>
        ) : (
          <span className={styles.address}>{token.address}</span>
        )}
        {token.listName ? (
          <span className={styles.source}>
            <Trans>via {token.listName}</Trans>
          </span>
        ) : (
          <span className={`${styles.source} ${styles.unknownSource}`}>
            <Trans>Unknown Source</Trans>
          </span>
        )}
      </div>
    </li>
  )
}

/**
 * The warning before a token no active list holds is used (spec 1 §2 "Import token warnings"), the same wherever
 * the token comes from: searched or pasted in the selector, or named by a link. Import stays disabled until the
 * user ticks 'I understand'. Nothing here says the token is imported: it is not, until Import.
 */
export function ImportTokenWarning({
  tokens,
  chainId,
  listedSymbols,
  onImport,
  onCancel,
}: ImportTokenWarningProps) {
  const checkboxId = useId()
  const [understood, setUnderstood] = useState(false)
  return (
    <div className={styles.body} data-testid="unknown-token-warning">
      <div className={styles.warning}>
        <p className={styles.warningTitle}>
          <Trans>Import at your own risk</Trans>
        </p>
        <p>
          <Trans>
            This token doesn't appear on the active token list(s). Make sure this is the token that you want
            to trade.
          </Trans>
        </p>
        <p>
          <Trans>
            Anyone can create a token, including creating fake versions of existing tokens that claim to
            represent projects.
          </Trans>
        </p>
      </div>
      <ul className={styles.tokens}>
        {tokens.map((token) => (
          <TokenCard
            key={token.address}
            token={token}
            chainId={chainId}
            sharedSymbol={sharesListedSymbol(token, listedSymbols)}
          />
        ))}
      </ul>
      <div className={styles.check}>
        <input
          id={checkboxId}
          type="checkbox"
          data-testid="unknown-token-understand"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <label htmlFor={checkboxId}>
          <Trans>I understand</Trans>
        </label>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} data-testid="unknown-token-cancel">
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={!understood} onClick={onImport} data-testid="unknown-token-import">
          <Trans>Import</Trans>
        </Button>
      </div>
    </div>
  )
}
