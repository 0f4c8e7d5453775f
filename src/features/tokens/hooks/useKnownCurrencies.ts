import { useCallback, useMemo, useState } from 'react'
import type { Currency, TokenCurrency } from '../model/currency.ts'
import { useCurrencyResolver } from './useCurrencyResolver.ts'

export type KnownCurrencies = {
  /** The currency an id names, once known: 'ETH', the wrapped native token, or a token remembered here. */
  resolve: (id: string) => Currency | null
  /** Tokens picked in the selector or found (on the lists or the chain) for an address from the URL. */
  remember: (tokens: readonly TokenCurrency[]) => void
  /** The ids among `ids` that name no currency known yet, for the token guards to look up. */
  unresolved: readonly string[]
}

/**
 * A form's currencies from the ids in its state or URL: the ones the chain always has, plus the tokens the
 * form has learnt of (picked, or found for an address). The lists are not read here, so a form's first load
 * does not wait for them.
 */
export function useKnownCurrencies(chainId: number, ids: readonly string[]): KnownCurrencies {
  const [known, setKnown] = useState<Readonly<Record<string, TokenCurrency>>>({})
  const remember = useCallback((tokens: readonly TokenCurrency[]) => {
    setKnown((current) => {
      const missing = tokens.filter((token) => current[token.address.toLowerCase()] !== token)
      if (missing.length === 0) return current
      const next = { ...current }
      for (const token of missing) next[token.address.toLowerCase()] = token
      return next
    })
  }, [])
  const knownTokens = useMemo(() => Object.values(known), [known])
  const resolve = useCurrencyResolver(chainId, knownTokens)
  const unresolvedKey = ids.filter((id) => id !== '' && id !== 'ETH' && resolve(id) === null).join(',')
  const unresolved = useMemo(() => (unresolvedKey === '' ? [] : unresolvedKey.split(',')), [unresolvedKey])
  return { resolve, remember, unresolved }
}
