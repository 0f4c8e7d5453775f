// The trade engine: everything that needs the Uniswap SDKs, in one chunk loaded when a trade is first needed
// (the swap screen's first load carries none of it).
export { Percent, TradeType } from '@uniswap/sdk-core'
export { amountOf } from './amountOf.ts'
export { isTradeBetter } from './compareTrades.ts'
export { quoteApiParams, quoteApiTrade } from './quoteApiTrade.ts'
export { routingConfigOf, usdStablecoinOf } from './routingBases.ts'
export { toSdkCurrency, toSdkToken } from './sdkCurrency.ts'
export { tradeAddresses } from './tradeAddresses.ts'
export { summarizeTrade, tradeMeaningfullyDiffers } from './tradeSummary.ts'
export { priceOf, unitPrice } from './usdPrice.ts'
export { bestV2Trade, buildV2Pairs, V2_MAX_HOPS, v2PairCandidates } from './v2Routing.ts'
export { bestV3Trade, buildV3Pools, quotePath, V3_MAX_HOPS, v3PoolCandidates, v3Routes } from './v3Routing.ts'

export type TradeEngine = typeof import('./tradeEngine.ts')
export type { Currency as SdkCurrency } from '@uniswap/sdk-core'
