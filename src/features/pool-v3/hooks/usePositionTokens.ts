import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Address, getAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { getTokenMetadata } from '../../../chain/tokenMetadata.ts'
import {
  type TokenCurrency,
  useActiveListsSettled,
  useActiveTokens,
  useUserTokens,
} from '../../tokens/index.ts'
import { useReadClient } from '../../wallet/index.ts'

const LOOKUP_RETRY_MS = 5_000

/** A token's details: undefined while looked up, null when the address is no token. */
export type TokenDetails = TokenCurrency | null | undefined

/**
 * The details of the positions' tokens: the chain's wrapped native token, the active lists and the user's
 * tokens first; an address none of them knows is read on chain once the lists are in.
 */
export function usePositionTokens(
  chainId: number | undefined,
  addresses: readonly Address[],
): (address: Address) => TokenDetails {
  const listed = useActiveTokens(chainId)
  const saved = useUserTokens(chainId)
  const settled = useActiveListsSettled()
  const known = useMemo(() => {
    const map = new Map<string, TokenCurrency>()
    const wrapped = chainInfoOf(chainId)?.wrappedNative
    if (chainId !== undefined && wrapped)
      map.set(wrapped.address.toLowerCase(), { kind: 'token', chainId, ...wrapped })
    for (const token of [...listed, ...saved]) map.set(token.address.toLowerCase(), token)
    return map
  }, [chainId, listed, saved])
  const unknown = useMemo(
    () => [...new Set(addresses.map((a) => a.toLowerCase()))].filter((a) => !known.has(a)),
    [addresses, known],
  )
  const client = useReadClient(chainId)
  const lookups = useQueries({
    queries: unknown.map((address) => ({
      queryKey: ['positionToken', chainId, address],
      queryFn: async (): Promise<TokenCurrency | null> => {
        if (!client || chainId === undefined) throw new Error('missing dependencies')
        const meta = await getTokenMetadata(client, getAddress(address))
        return meta ? { kind: 'token', chainId, ...meta } : null
      },
      enabled: settled && client !== undefined && chainId !== undefined,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      // A lookup the node did not answer is tried again; an address that is no token is an answer.
      refetchInterval: (query: { state: { status: string } }) =>
        query.state.status === 'error' ? LOOKUP_RETRY_MS : false,
    })),
  })
  const found = lookups.map((lookup) => lookup.data)
  const foundKey = found.map((token) => token?.symbol ?? String(token)).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the lookups' answers.
  return useMemo(() => {
    const byAddress = new Map<string, TokenDetails>(unknown.map((a, i) => [a, found[i]]))
    return (address: Address) => known.get(address.toLowerCase()) ?? byAddress.get(address.toLowerCase())
  }, [known, unknown, foundKey])
}
