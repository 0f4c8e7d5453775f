// The swap's trade engine: what only the swap screen needs from the Uniswap SDKs (trade summaries, the
// addresses a trade touches, the quote API's route claims), in one chunk loaded when a trade is first needed. Pools,
// pairs, routes and prices are the pool engine's (features/pool-data).
export { Percent, TradeType } from '@uniswap/sdk-core'
export { quoteApiClaims, quoteApiParams } from './quoteApiClaims.ts'
export { tradeAddresses } from './tradeAddresses.ts'
export { summarizeTrade, tradeMeaningfullyDiffers } from './tradeSummary.ts'

export type TradeEngine = typeof import('./tradeEngine.ts')
