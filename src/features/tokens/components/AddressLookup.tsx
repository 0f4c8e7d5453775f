import { Trans } from '@lingui/react/macro'
import { shortenSymbol } from '../../../lib/format.ts'
import { useTokenMetadata } from '../hooks/useTokenMetadata.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { type ListedSymbols, sharesListedSymbol } from '../model/listedSymbols.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import { ListedSymbolMark } from './ListedSymbolMark.tsx'
import styles from './TokenSelector.module.css'

/**
 * An address no list holds, read on-chain; Import leads to the import-token view. A symbol that a listed token
 * has is marked.
 */
export function AddressLookup({
  chainId,
  address,
  listedSymbols,
  onImport,
}: {
  chainId: number
  address: string
  listedSymbols: ListedSymbols
  onImport: (token: TokenCurrency) => void
}) {
  const lookup = useTokenMetadata(chainId, address)
  if (lookup.status === 'loading')
    return (
      <p className={styles.empty}>
        <Trans>Loading…</Trans>
      </p>
    )
  if (lookup.status !== 'found')
    return (
      <p className={styles.empty}>
        <Trans>No results found.</Trans>
      </p>
    )
  const { token } = lookup
  return (
    <div className={styles.card} data-testid="token-lookup">
      <CurrencyLogo currency={token} />
      <span className={styles.text}>
        <span className={styles.symbol}>{shortenSymbol(token.symbol)}</span>
        <span className={styles.muted}>{token.name}</span>
        {sharesListedSymbol(token, listedSymbols) ? <ListedSymbolMark /> : null}
      </span>
      <button type="button" className={styles.primary} onClick={() => onImport(token)}>
        <Trans>Import</Trans>
      </button>
    </div>
  )
}
