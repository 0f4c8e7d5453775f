import { useMemo } from 'react'
import type { BestTrade, RouterVersion } from '../model/trade/swapTrade.ts'
import { useQuoteApiTrade } from './useQuoteApiTrade.ts'
import { type TradeRequest, useSdkTradeRequest } from './useSdkTradeRequest.ts'
import { useTradeEngine } from './useTradeEngine.ts'
import { useV2Trade } from './useV2Trade.ts'
import { useV3Trade } from './useV3Trade.ts'

const V2_OVER_V3_MINIMUM_GAIN_BPS = 200n

export type BestTradeRequest = TradeRequest & {
  /** The `use` parameter: a forced router, or null to let the better trade win. */
  routing: RouterVersion | null
  singleHop: boolean
  enabled: boolean
}

export type BestTradeResult = {
  best: BestTrade
  /** The router the best trade uses, or would use once it is known. */
  version: RouterVersion
  /** The other router, when its trade would give the user more than the chosen one. */
  betterElsewhere: RouterVersion | null
}

/**
 * The trade the swap screen offers: v3 routes of up to 2 hops (1 in single-hop mode) and v2 trades of up to
 * 3 hops are both derived; `use` forces one, otherwise v2 wins only when better by 2 %.
 */
export function useBestTrade(request: BestTradeRequest): BestTradeResult {
  const complete = request.enabled && request.input !== null && request.output !== null
  const engine = useTradeEngine(complete)
  // No debounce of its own (facts §8.4 has 200 ms): the multicall engine's 100 ms window already gathers a
  // burst of keystrokes into one request, and quality.md wants the quote one round trip + 100 ms after the last.
  const amount = request.amount
  const sdkRequest = useSdkTradeRequest(engine, { ...request, amount: complete ? amount : null })
  // The quote API's route when it answers, the browser's own v3 routing otherwise (and meanwhile).
  const api = useQuoteApiTrade(
    engine,
    request.chainId,
    sdkRequest,
    !request.singleHop && request.routing !== 'v2',
  )
  const clientV3 = useV3Trade(engine, request.chainId, sdkRequest, request.singleHop ? 1 : 2)
  const v3 = api.trade ? api : clientV3
  const v2 = useV2Trade(engine, request.chainId, sdkRequest, request.singleHop ? 1 : 3)

  return useMemo((): BestTradeResult => {
    const pick = (): RouterVersion => {
      if (request.routing) return request.routing
      if (!engine || !v2.trade) return 'v3'
      const gain = new engine.Percent(V2_OVER_V3_MINIMUM_GAIN_BPS.toString(), '10000')
      return engine.isTradeBetter(v3.trade?.trade, v2.trade.trade, gain) ? 'v2' : 'v3'
    }
    const version = pick()
    const chosen = version === 'v2' ? v2 : v3
    const other = version === 'v2' ? v3 : v2
    const betterElsewhere =
      other.trade && (!chosen.trade || engine?.isTradeBetter(chosen.trade.trade, other.trade.trade))
        ? other.trade.version
        : null
    // Unforced, the choice waits for both routers: a v2 trade shown while v3 still quotes would flip.
    const undecided = request.routing === null && (v2.state === 'loading' || v3.state === 'loading')
    const best: BestTrade =
      undecided && chosen.state !== 'invalid' ? { state: 'loading', trade: null } : chosen
    return { best, version, betterElsewhere }
  }, [engine, request.routing, v2, v3])
}
