import { useEffect } from 'react'
import { type TokenCurrency, useActiveTokens, useUserTokens } from '../../tokens/index.ts'

export type ListTokenResolverProps = {
  chainId: number
  /** Addresses from the URL that are not resolved yet. */
  addresses: readonly string[]
  onResolved: (tokens: TokenCurrency[]) => void
}

/**
 * Looks URL addresses up among the active lists' tokens and the user's imported tokens. Loaded only when
 * the URL names a token, since reading the lists loads the bundled default list.
 */
export function ListTokenResolver({ chainId, addresses, onResolved }: ListTokenResolverProps) {
  const active = useActiveTokens(chainId)
  const imported = useUserTokens(chainId)
  useEffect(() => {
    const wanted = new Set(addresses.map((a) => a.toLowerCase()))
    const found = [...imported, ...active].filter((token) => wanted.has(token.address.toLowerCase()))
    if (found.length > 0) onResolved(found)
  }, [addresses, active, imported, onResolved])
  return null
}
