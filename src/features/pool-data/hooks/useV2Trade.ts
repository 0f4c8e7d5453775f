import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { pairReservesRead } from '../api/poolReads.ts'
import { type SdkTradeRequest, settledValue } from '../model/tradeRequest.ts'
import { usePoolEngine } from './usePoolEngine.ts'

/** The best v2 trade over the candidate pairs' reserves, read each block (up to `maxHops` hops). */
export function useV2Trade(chainId: number, request: SdkTradeRequest | null, maxHops: number): BestTrade {
  const engine = usePoolEngine(request !== null)
  const factory = chainInfoOf(chainId)?.contracts.v2Factory
  const candidates = useMemo(() => {
    if (!engine || !request || !factory) return []
    return engine.v2PairCandidates(
      request.currencyIn.wrapped,
      request.currencyOut.wrapped,
      request.config,
      factory,
    )
  }, [engine, request, factory])
  const reads = useMemo(() => candidates.map((c) => pairReservesRead(c.address)), [candidates])
  const reserves = useMulticallReads(chainId, reads)

  return useMemo((): BestTrade => {
    if (!request || !factory) return { state: 'invalid', trade: null }
    if (!engine) return { state: 'loading', trade: null }
    const states = reserves.map(settledValue)
    const { pairs, loading } = engine.buildV2Pairs(candidates, states)
    if (loading) return { state: 'loading', trade: null }
    const readsFailed = reserves.some((r) => r.failed)
    const best = engine.bestV2Trade(pairs, request.amount, request.otherCurrency, request.tradeType, maxHops)
    if (!best) return { state: 'no-route', trade: null, readsFailed }
    return {
      state: reserves.some((r) => r.syncing) ? 'syncing' : 'valid',
      trade: { version: 'v2', trade: best },
      readsFailed,
    }
  }, [engine, request, factory, candidates, reserves, maxHops])
}
