import { useCallback, useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { type Currency, nativeCurrency, type TokenCurrency } from '../model/currency.ts'

/**
 * Turns the swap state's currency ids into currencies of the chain: 'ETH' is the native coin; an address is
 * the chain's wrapped native token or one of `known` (tokens picked in the selector, or found on the lists
 * for an address from the URL). Anything else resolves to null and its field stays empty. The lists are not
 * read here, so that opening the swap screen does not load them.
 */
export function useCurrencyResolver(
  chainId: number,
  known: readonly TokenCurrency[],
): (id: string) => Currency | null {
  const byAddress = useMemo(() => {
    const map = new Map<string, TokenCurrency>()
    const wrapped = chainInfoOf(chainId)?.wrappedNative
    if (wrapped) map.set(wrapped.address.toLowerCase(), { kind: 'token', chainId, ...wrapped })
    for (const token of known) if (token.chainId === chainId) map.set(token.address.toLowerCase(), token)
    return map
  }, [chainId, known])
  return useCallback(
    (id: string) => {
      if (id === '') return null
      if (id === 'ETH') return nativeCurrency(chainId)
      return byAddress.get(id.toLowerCase()) ?? null
    },
    [chainId, byAddress],
  )
}
