import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { BestTrade, SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { poolLiquidityRead, poolSlot0Read, type Quoter, quoteRead } from '../api/poolReads.ts'
import { type SdkTradeRequest, settledValue } from '../model/tradeRequest.ts'
import { usePoolEngine } from './usePoolEngine.ts'

const INVALID: BestTrade = { state: 'invalid', trade: null }

/**
 * The best v3 trade: reads every candidate pool's slot0 and liquidity, enumerates routes over the pools
 * that exist, quotes each route with the quoter in the same multicall, and keeps the best quote.
 */
export function useV3Trade(chainId: number, request: SdkTradeRequest | null, maxHops: number): BestTrade {
  const engine = usePoolEngine(request !== null)
  const contracts = chainInfoOf(chainId)?.contracts
  const factory = contracts?.v3Factory
  const quoterV2 = contracts?.quoterV2
  const quoterV1 = contracts?.quoter
  const quoter = useMemo((): Quoter | undefined => {
    if (quoterV2) return { address: quoterV2, version: 2 }
    return quoterV1 ? { address: quoterV1, version: 1 } : undefined
  }, [quoterV2, quoterV1])

  const candidates = useMemo(() => {
    if (!engine || !request || !factory) return []
    return engine.v3PoolCandidates(
      request.currencyIn.wrapped,
      request.currencyOut.wrapped,
      request.config,
      factory,
    )
  }, [engine, request, factory])
  const slot0Reads = useMemo(() => candidates.map((c) => poolSlot0Read(c.address)), [candidates])
  const liquidityReads = useMemo(() => candidates.map((c) => poolLiquidityRead(c.address)), [candidates])
  const slot0s = useMulticallReads(chainId, slot0Reads)
  const liquidities = useMulticallReads(chainId, liquidityReads)

  const poolKey = slot0s
    .map((s, i) => `${settledValue(s)?.sqrtPriceX96 ?? settledValue(s)}:${settledValue(liquidities[i])}`)
    .join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the pools' states.
  const pools = useMemo(() => {
    if (!engine) return { pools: [], loading: true }
    const states = candidates.map((_, i) => {
      const slot0 = settledValue(slot0s[i])
      const liquidity = settledValue(liquidities[i])
      if (slot0 === undefined || liquidity === undefined) return undefined
      if (slot0 === null || liquidity === null) return null
      return { ...slot0, liquidity }
    })
    return engine.buildV3Pools(candidates, states)
  }, [engine, candidates, poolKey])

  const routes = useMemo(() => {
    if (!engine || !request || pools.loading) return []
    return engine.v3Routes(request.currencyIn, request.currencyOut, pools.pools, maxHops)
  }, [engine, request, pools, maxHops])
  const quoteReads = useMemo(() => {
    if (!engine || !request || !quoter) return []
    const exactIn = request.tradeType === engine.TradeType.EXACT_INPUT
    const raw = BigInt(request.amount.quotient.toString())
    return routes.map((route) =>
      quoteRead(chainId, quoter, engine.quotePath(route, request.tradeType), raw, exactIn),
    )
  }, [engine, request, routes, chainId, quoter])
  const quotes = useMulticallReads(chainId, quoteReads)

  return useMemo((): BestTrade => {
    if (!request || !factory || !quoter) return INVALID
    if (!engine || pools.loading) return { state: 'loading', trade: null }
    const readsFailed = [...slot0s, ...liquidities, ...quotes].some((r) => r.failed)
    if (routes.length === 0) return { state: 'no-route', trade: null, readsFailed }
    if (quotes.some((q) => q.loading)) return { state: 'loading', trade: null }
    const best = engine.bestV3Trade(routes, quotes.map(settledValue), request.amount, request.tradeType)
    if (!best) return { state: 'no-route', trade: null, readsFailed }
    const trade: SwapTrade = { version: 'v3', trade: best }
    return { state: quotes.some((q) => q.syncing) ? 'syncing' : 'valid', trade, readsFailed }
  }, [engine, request, factory, quoter, pools, routes, quotes, slot0s, liquidities])
}
