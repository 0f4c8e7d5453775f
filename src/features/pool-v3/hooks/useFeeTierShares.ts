import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Address } from 'viem'
import { chainInfoOf, subgraphUrlOf } from '../../../chain/chains.ts'
import { useBlockNumber } from '../../chain-data/index.ts'
import { useReadClient } from '../../wallet/index.ts'
import { type FeeTierSharesResult, type GraphStale, getFeeTierShares } from '../api/getFeeTierShares.ts'
import type { FeeTierShares } from '../model/feeTierShares.ts'
import { usePositionEngine } from './usePositionEngine.ts'

/**
 * The subgraph's feeTierDistribution is polled every 30 s (spec 2 §7, §9). The chain's answer (one eth_call of
 * six balances) moves as slowly: it only picks the tier the form suggests, so it is read at the same pace
 * rather than on every block.
 */
export const FEE_TIER_SHARES_POLL_MS = 30_000

/** The text 'Graph stale' is reported with (facts §13), the chain's latest block in it. */
export function graphStaleMessage(stale: GraphStale): string {
  return `Graph stale (latest block: ${stale.latestBlock})`
}

export type FeeTierSharesState = {
  /**
   * Each tier's part of the pair's liquidity: undefined while loading (or without a pair), null when no
   * tier's pool holds anything or the shares cannot be read on this chain.
   */
  shares: FeeTierShares | null | undefined
}

/**
 * The fee-tier shares of a pair (the tokens' addresses, the native coin as its wrapped token), from the chain's
 * subgraph where it has one and it is fresh, else from the tokens each tier's pool holds (getFeeTierShares).
 * A stale subgraph is reported on the console ('Graph stale'); the user sees only the chain's shares.
 */
export function useFeeTierShares(
  chainId: number | undefined,
  tokenA: Address | null,
  tokenB: Address | null,
): FeeTierSharesState {
  const contracts = chainInfoOf(chainId)?.contracts
  const factory = contracts?.v3Factory
  const multicall = contracts?.multicall
  const client = useReadClient(chainId)
  const subgraphUrl = chainId === undefined ? null : subgraphUrlOf(chainId)
  const latestBlock = useBlockNumber(chainId)
  // The staleness check needs the latest block, but a new block is no reason to ask again.
  const latestBlockRef = useRef(latestBlock)
  latestBlockRef.current = latestBlock

  const pair = tokenA !== null && tokenB !== null && tokenA.toLowerCase() !== tokenB.toLowerCase()
  const readable = chainId !== undefined && factory !== undefined && multicall !== undefined
  const engine = usePositionEngine(pair && readable)
  // The shares do not depend on the tokens' order: a rate toggle asks for nothing new.
  const tokens = pair ? [tokenA.toLowerCase(), tokenB.toLowerCase()].sort() : []
  const enabled =
    pair &&
    readable &&
    client !== undefined &&
    engine !== null &&
    (subgraphUrl === null || latestBlock !== undefined)

  const query = useQuery({
    queryKey: ['feeTierShares', chainId, factory, ...tokens],
    queryFn: async ({ signal }): Promise<FeeTierSharesResult> => {
      if (!tokenA || !tokenB || chainId === undefined || !factory || !multicall || !client || !engine)
        throw new Error('missing dependencies')
      const pools = engine.feeTierPools(chainId, tokenA, tokenB, factory)
      if (pools === null) throw new Error('missing tokens')
      const result = await getFeeTierShares(
        { client, fetch: (url, init) => globalThis.fetch(url, init) },
        {
          chainId,
          tokenA,
          tokenB,
          pools,
          latestBlock: latestBlockRef.current ?? 0,
          subgraphUrl,
          multicall,
        },
        { signal },
      )
      if (result.graphStale) console.error(graphStaleMessage(result.graphStale))
      return result
    },
    enabled,
    refetchInterval: FEE_TIER_SHARES_POLL_MS,
    retry: 1,
    staleTime: FEE_TIER_SHARES_POLL_MS,
    gcTime: 5 * 60_000,
  })

  if (!pair) return { shares: undefined }
  if (!readable) return { shares: null }
  if (query.data) return { shares: query.data.shares }
  // A node that fails leaves the choice to the user rather than waiting on shares that do not come.
  return { shares: query.isError ? null : undefined }
}
