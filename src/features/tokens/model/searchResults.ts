// The search view's rows (spec 1 §2): matching tokens with exact symbol matches first, holdings first,
// native ETH on top for '', 'e', 'et', 'eth', and up to 10 matches from inactive lists.
import { formatUnits } from 'viem'
import type { Currency, NativeCurrency, TokenCurrency } from './currency.ts'
import { createTokenIndex, type SearchableToken, showsNativeFirst, sortBySymbolMatch } from './tokenSearch.ts'

export const INACTIVE_RESULTS_LIMIT = 10

/** Balances by currency key: 'ETH' or the token's lower-case address. */
export type BalanceMap = ReadonlyMap<string, bigint>

export function balanceKey(currency: Currency): string {
  return currency.kind === 'native' ? 'ETH' : currency.address.toLowerCase()
}

function amountOf(currency: Currency, balances: BalanceMap): number {
  const raw = balances.get(balanceKey(currency))
  return raw ? Number(formatUnits(raw, currency.decimals)) : 0
}

/** Tokens held come first (largest amount first); the rest keep their order. */
export function holdingsFirst<T extends Currency>(currencies: readonly T[], balances: BalanceMap): T[] {
  return currencies
    .map((currency, i) => ({ currency, i, amount: amountOf(currency, balances) }))
    .sort((a, b) => {
      if (a.amount > 0 || b.amount > 0) return b.amount - a.amount || a.i - b.i
      return a.i - b.i
    })
    .map((e) => e.currency)
}

export function orderSearchResults<T extends TokenCurrency & SearchableToken>(
  matches: readonly T[],
  query: string,
  native: NativeCurrency | null,
  balances: BalanceMap,
): (T | NativeCurrency)[] {
  const ordered = holdingsFirst(sortBySymbolMatch(matches, query), balances)
  const q = query.trim()
  return native && (q === '' || showsNativeFirst(q)) ? [native, ...ordered] : ordered
}

/** Up to 10 matches from inactive lists that no active list holds. */
export function searchInactive<T extends TokenCurrency>(
  query: string,
  inactive: readonly T[],
  activeAddresses: ReadonlySet<string>,
  limit = INACTIVE_RESULTS_LIMIT,
): T[] {
  if (query.trim() === '') return []
  const fresh = inactive.filter((t) => !activeAddresses.has(t.address.toLowerCase()))
  return sortBySymbolMatch(createTokenIndex(fresh).search(query), query).slice(0, limit)
}
