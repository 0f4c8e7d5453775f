import { isAddress } from 'viem'
import { getTokenMetadata } from '../../../chain/tokenMetadata.ts'
import { useReadClient, useRuntimeQuery } from '../../wallet/index.ts'
import type { TokenCurrency } from '../model/currency.ts'

export type TokenLookup =
  | { status: 'idle' | 'loading' | 'not-found'; token: null }
  | { status: 'found'; token: TokenCurrency }

/** An address read on-chain as an ERC-20 token (name, symbol, decimals). */
export function useTokenMetadata(chainId: number | undefined, address: string | null): TokenLookup {
  const client = useReadClient(chainId)
  const valid = address !== null && isAddress(address, { strict: false })
  const { data, isPending } = useRuntimeQuery({
    queryKey: ['tokenMetadata', chainId, address?.toLowerCase()],
    queryFn: async () => {
      if (!client || !address || chainId === undefined) throw new Error('missing dependencies')
      const meta = await getTokenMetadata(client, address)
      return meta ? ({ kind: 'token', chainId, ...meta } satisfies TokenCurrency) : null
    },
    enabled: valid && client !== undefined && chainId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!valid) return { status: 'idle', token: null }
  if (isPending) return { status: 'loading', token: null }
  return data ? { status: 'found', token: data } : { status: 'not-found', token: null }
}
