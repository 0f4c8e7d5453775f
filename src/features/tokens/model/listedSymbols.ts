// Look-alike tokens: a token whose symbol is also the symbol of a token on the active lists, at another address,
// is how a fake 'USDC' passes for the real one. The selector marks it. Symbols are compared as they read
// (compatibility forms folded, case ignored: 'ＵＳＤＣ' and 'usdc' read as 'USDC'); the native coin's symbol
// counts as listed, so a token calling itself 'ETH' is marked too.
import type { Currency, TokenCurrency } from './currency.ts'

/** The lower-case addresses of the listed tokens, by symbol as it reads ('native' for the native coin). */
export type ListedSymbols = ReadonlyMap<string, ReadonlySet<string>>

const NATIVE_KEY = 'native'

export const NO_LISTED_SYMBOLS: ListedSymbols = new Map()

function symbolKey(symbol: string): string {
  return symbol.normalize('NFKC').toUpperCase()
}

export function listedSymbols(listed: readonly TokenCurrency[], nativeSymbol: string | null): ListedSymbols {
  const bySymbol = new Map<string, Set<string>>()
  const add = (symbol: string, address: string) => {
    const key = symbolKey(symbol)
    let addresses = bySymbol.get(key)
    if (!addresses) {
      addresses = new Set()
      bySymbol.set(key, addresses)
    }
    addresses.add(address)
  }
  if (nativeSymbol !== null) add(nativeSymbol, NATIVE_KEY)
  for (const token of listed) add(token.symbol, token.address.toLowerCase())
  return bySymbol
}

/** Whether `currency` is a token whose symbol a listed token (or the native coin) at another address has. */
export function sharesListedSymbol(currency: Currency, listed: ListedSymbols): boolean {
  if (currency.kind !== 'token') return false
  const holders = listed.get(symbolKey(currency.symbol))
  if (!holders) return false
  const own = currency.address.toLowerCase()
  for (const address of holders) if (address !== own) return true
  return false
}
