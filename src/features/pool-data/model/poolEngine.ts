// The pool engine: the Uniswap SDKs as pool and pair reading needs them (SDK currencies and amounts, routing
// bases, v2 pairs and v3 pools from their on-chain state, routes and best trades, USD prices), in one chunk
// loaded when a screen first needs it. The swap screen's first load carries none of it.
export { Percent, TradeType } from '@uniswap/sdk-core'
export { isTradeBetter } from '../../../lib/routing/compareTrades.ts'
export {
  checkClaims,
  claimPath,
  claimPools,
  claimQuoteAmount,
} from '../../../lib/routing/routeClaims.ts'
export { routingConfigOf, usdStablecoinOf } from '../../../lib/routing/routingBases.ts'
export { bestV2Trade, buildV2Pairs, V2_MAX_HOPS, v2PairCandidates } from '../../../lib/routing/v2Routing.ts'
export {
  bestV3Trade,
  buildV3Pools,
  quotePath,
  V3_MAX_HOPS,
  v3PoolCandidates,
  v3Routes,
} from '../../../lib/routing/v3Routing.ts'
export { amountOf } from '../../../lib/sdk/amountOf.ts'
export { toSdkCurrency, toSdkToken } from '../../../lib/sdk/sdkCurrency.ts'
export { priceOf, unitPrice } from '../../../lib/sdk/usdPrice.ts'

export type PoolEngine = typeof import('./poolEngine.ts')
export type { Currency as SdkCurrency } from '@uniswap/sdk-core'
