export {
  lpTotalSupplyRead,
  pairReservesRead,
  poolLiquidityRead,
  poolSlot0Read,
  type Quoter,
  quoteRead,
  type Slot0,
} from './api/poolReads.ts'
export { type AccountRead, type PoolRead, stakingAccountRead, stakingPoolRead } from './api/stakingReads.ts'
export { useCheckedClaims } from './hooks/useCheckedClaims.ts'
export { usePoolEngine } from './hooks/usePoolEngine.ts'
export { type TradeRequest, useSdkTradeRequest } from './hooks/useSdkTradeRequest.ts'
export { usdValueOf, useUsdPrice } from './hooks/useUsdPrice.ts'
export { useV2Trade } from './hooks/useV2Trade.ts'
export { useV3Trade } from './hooks/useV3Trade.ts'
export type { PoolEngine } from './model/poolEngine.ts'
export type { SdkTradeRequest } from './model/tradeRequest.ts'
