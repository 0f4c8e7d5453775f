import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react'
import { isAddress } from 'viem'
import { shortenSymbol } from '../../../lib/format.ts'
import { useDebounced } from '../../../ui/index.ts'
import {
  type Currency,
  currencyEquals,
  currencyId,
  nativeCurrency,
  type TokenCurrency,
} from '../model/currency.ts'
import { type ListedSymbols, sharesListedSymbol } from '../model/listedSymbols.ts'
import { type BalanceMap, balanceKey, orderSearchResults, searchInactive } from '../model/searchResults.ts'
import type { ListToken } from '../model/tokenMaps.ts'
import { createTokenIndex, tokenPickedOnEnter } from '../model/tokenSearch.ts'
import { CurrencyList, type CurrencyRow } from './CurrencyList.tsx'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import { SelectorInput } from './SelectorInput.tsx'
import styles from './TokenSelector.module.css'

export const SEARCH_DEBOUNCE_MS = 200

export type SearchData = {
  chainId: number
  /** Active-list and user-added tokens of the chain. */
  tokens: readonly (TokenCurrency | ListToken)[]
  inactiveTokens: readonly ListToken[]
  balances: BalanceMap
  bases: readonly Currency[]
  /** The active lists' symbols: a token that shares one at another address is marked. */
  listedSymbols: ListedSymbols
}

export type SearchViewProps = {
  data: SearchData
  selected: Currency | null
  /** The form's other currency, marked. */
  otherSelected?: Currency | null | undefined
  onSelect: (currency: Currency) => void
  onImport: (token: TokenCurrency & { listName?: string }) => void
  onManage: () => void
  /** What to show for an address no list holds (the on-chain lookup). */
  renderAddressLookup: (address: string) => ReactNode
}

export function SearchView({
  data,
  selected,
  otherSelected = null,
  onSelect,
  onImport,
  onManage,
  renderAddressLookup,
}: SearchViewProps) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const query = useDebounced(input, SEARCH_DEBOUNCE_MS).trim()
  const index = useMemo(() => createTokenIndex(data.tokens), [data.tokens])
  const results = useMemo(
    () => orderSearchResults(index.search(query), query, nativeCurrency(data.chainId), data.balances),
    [index, query, data.chainId, data.balances],
  )
  const inactive = useMemo(() => {
    const showInactive = query.length > 0 && (results.length === 0 || (query.length > 2 && !isAddress(query)))
    if (!showInactive) return []
    const active = new Set(data.tokens.map((token) => token.address.toLowerCase()))
    return searchInactive(query, data.inactiveTokens, active)
  }, [query, results.length, data.tokens, data.inactiveTokens])

  const listed = data.listedSymbols
  const rows = useMemo((): CurrencyRow[] => {
    const found: CurrencyRow[] = results.map((currency) => ({
      kind: 'currency',
      currency,
      balance: data.balances.get(balanceKey(currency)),
      selected: currencyEquals(currency, selected),
      otherSelected: currencyEquals(currency, otherSelected),
      sharedSymbol: sharesListedSymbol(currency, listed),
    }))
    if (inactive.length === 0) return found
    return [
      ...found,
      { kind: 'inactive-header' },
      ...inactive.map(
        (token): CurrencyRow => ({
          kind: 'inactive',
          token,
          sharedSymbol: sharesListedSymbol(token, listed),
        }),
      ),
    ]
  }, [results, inactive, data.balances, selected, otherSelected, listed])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // The dialog may close on this key: its default action must not reach the button focus returns to.
    event.preventDefault()
    const q = event.currentTarget.value.trim()
    const now = orderSearchResults(index.search(q), q, nativeCurrency(data.chainId), data.balances)
    const picked = tokenPickedOnEnter(
      now.map((currency) => ({
        currency,
        address: currencyId(currency),
        symbol: currency.symbol,
        name: currency.name,
      })),
      q,
    )
    if (picked) onSelect(picked.currency)
  }

  const unknownAddress = isAddress(query) && results.length === 0 && inactive.length === 0 ? query : null

  return (
    <div className={`${styles.view} ${styles.searchView}`}>
      <SelectorInput
        value={input}
        onValueChange={setInput}
        onKeyDown={onKeyDown}
        placeholder={t`Search name or paste address`}
        label={t`Search name or paste address`}
        // The dialog opens to search: its first job is typing.
        autoFocus
      />
      {data.bases.length > 0 ? (
        <div className={styles.bases} data-testid="common-bases">
          {data.bases.map((base) => (
            <button
              key={base.kind === 'native' ? 'ETH' : base.address}
              type="button"
              className={styles.base}
              disabled={currencyEquals(base, selected)}
              onClick={() => onSelect(base)}
            >
              <CurrencyLogo currency={base} size={20} />
              {shortenSymbol(base.symbol)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.results}>
        {unknownAddress ? (
          renderAddressLookup(unknownAddress)
        ) : rows.length > 0 ? (
          <CurrencyList rows={rows} onSelect={onSelect} onImport={onImport} />
        ) : (
          <p className={styles.empty}>
            <Trans>No results found.</Trans>
          </p>
        )}
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.link} onClick={onManage}>
          <Trans>Manage</Trans>
        </button>
      </div>
    </div>
  )
}
