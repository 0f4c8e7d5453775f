import { Trans } from '@lingui/react/macro'
import { shortenSymbol } from '../../../lib/format.ts'
import { useTokenMetadata } from '../hooks/useTokenMetadata.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import styles from './TokenSelector.module.css'

/** An address no list holds, read on-chain; Import leads to the import-token view. */
export function AddressLookup({
  chainId,
  address,
  onImport,
}: {
  chainId: number
  address: string
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
      </span>
      <button type="button" className={styles.primary} onClick={() => onImport(token)}>
        <Trans>Import</Trans>
      </button>
    </div>
  )
}
