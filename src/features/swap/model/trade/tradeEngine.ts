// The trade engine: everything that needs the Uniswap SDKs, in one chunk loaded when a trade is first needed
// (the swap screen's first load carries none of it).
export { Percent, TradeType } from '@uniswap/sdk-core'
export { isTradeBetter } from '../../../../lib/routing/compareTrades.ts'
export { routingConfigOf, usdStablecoinOf } from '../../../../lib/routing/routingBases.ts'
export {
  bestV2Trade,
  buildV2Pairs,
  V2_MAX_HOPS,
  v2PairCandidates,
} from '../../../../lib/routing/v2Routing.ts'
export {
  bestV3Trade,
  buildV3Pools,
  quotePath,
  V3_MAX_HOPS,
  v3PoolCandidates,
  v3Routes,
} from '../../../../lib/routing/v3Routing.ts'
export { amountOf } from '../../../../lib/sdk/amountOf.ts'
export { toSdkCurrency, toSdkToken } from '../../../../lib/sdk/sdkCurrency.ts'
export { priceOf, unitPrice } from '../../../../lib/sdk/usdPrice.ts'
export { quoteApiParams, quoteApiTrade } from './quoteApiTrade.ts'
export { tradeAddresses } from './tradeAddresses.ts'
export { summarizeTrade, tradeMeaningfullyDiffers } from './tradeSummary.ts'

export type TradeEngine = typeof import('./tradeEngine.ts')
export type { Currency as SdkCurrency } from '@uniswap/sdk-core'
