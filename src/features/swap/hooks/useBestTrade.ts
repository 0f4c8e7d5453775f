import { useMemo } from 'react'
import type { BestTrade, RouterVersion } from '../../../lib/routing/swapTrade.ts'
import {
  type TradeRequest,
  useCheckedClaims,
  useSdkTradeRequest,
  useV2Trade,
  useV3Trade,
} from '../../pool-data/index.ts'
import { currencyId } from '../../tokens/index.ts'
import type { VersionAdvantage } from '../model/versionAdvantage.ts'
import { useQuoteApiClaims } from './useQuoteApiClaims.ts'
import { useTradeEngine } from './useTradeEngine.ts'
import { useVersionAdvantage } from './useVersionAdvantage.ts'

export type BestTradeRequest = TradeRequest & {
  /** The `use` parameter: 'v2' routes through v2; 'v3' or none through v3 (spec 1 §2). */
  routing: RouterVersion | null
  singleHop: boolean
  enabled: boolean
}

export type BestTradeResult = {
  best: BestTrade
  /** The router the best trade uses, or would use once it is known. */
  version: RouterVersion
  /** What the other router would give beyond the chosen one (held while a quote loads); null when nothing. */
  advantage: VersionAdvantage | null
}

/**
 * The trade the swap screen offers: v3 routes of up to 2 hops (1 in single-hop mode) and v2 trades of up to
 * 3 hops are both derived; `use=v2` routes through v2, anything else through v3 (spec 1 §2: the spec's rule wins
 * over the later 2 % automatic choice of facts §8.4), and the other router is named, with its gain, when it would
 * pay more.
 */
export function useBestTrade(request: BestTradeRequest): BestTradeResult {
  const complete = request.enabled && request.input !== null && request.output !== null
  const engine = useTradeEngine(complete)
  // No debounce of its own (facts §8.4 has 200 ms): the multicall engine's 100 ms window already gathers a
  // burst of keystrokes into one request, and quality.md wants the quote one round trip + 100 ms after the last.
  const amount = request.amount
  const sdkRequest = useSdkTradeRequest({ ...request, amount: complete ? amount : null })
  // The quote API's routes once the chain has re-read and re-quoted them, the browser's own v3 routing
  // otherwise (and meanwhile).
  const claims = useQuoteApiClaims(
    engine,
    request.chainId,
    sdkRequest,
    !request.singleHop && request.routing !== 'v2',
  )
  const api = useCheckedClaims(request.chainId, sdkRequest, claims)
  const clientV3 = useV3Trade(request.chainId, sdkRequest, request.singleHop ? 1 : 2)
  const v3 = api.trade ? api : clientV3
  const v2 = useV2Trade(request.chainId, sdkRequest, request.singleHop ? 1 : 3)

  const version: RouterVersion = request.routing ?? 'v3'
  const form = [
    request.chainId,
    request.input ? currencyId(request.input) : '',
    request.output ? currencyId(request.output) : '',
    request.exactField,
    version,
  ].join(':')
  const trades = useMemo(() => ({ v2, v3 }), [v2, v3])
  const held = useVersionAdvantage(form, request.exactField, version, trades)
  // A router whose reads got no answer has no trustworthy trade (its pools look missing): the other router's
  // trade is then neither better nor worse, and is never offered in its place.
  const comparable = v2.readsFailed !== true && v3.readsFailed !== true
  const advantage = comparable ? held : null
  const best = version === 'v2' ? v2 : v3
  return useMemo((): BestTradeResult => ({ best, version, advantage }), [best, version, advantage])
}
