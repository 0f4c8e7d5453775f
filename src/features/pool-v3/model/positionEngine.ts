// The v3 position model that needs the Uniswap SDKs (pools and positions, amounts, price ranges, the add
// form, the range chart's liquidity curve), in one chunk loaded when a position screen first needs it; the
// calldata builders are apart (positionCalls.ts), loaded when a write is reviewed. Nothing that imports the feature's index carries the SDKs.
export { Percent } from '@uniswap/sdk-core'
export { poolAddressOf } from '../../../lib/routing/v3Routing.ts'
export { toSdkCurrency, toSdkToken } from '../../../lib/sdk/sdkCurrency.ts'
export { deriveMintForm, type MintForm, type MintFormInputs } from './deriveMintForm.ts'
export { type FeeTierPool, feeTierPools } from './feeTierPools.ts'
export { type CurvePoint, type LiquidityCurveInput, liquidityCurve } from './liquidityCurve.ts'
export { dependentAmount, depositsDisabled, mintPosition, type Ticks } from './mintAmounts.ts'
export { type MintPool, mintPoolOf, type StartPrice, startPriceOf } from './mintPool.ts'
export { payoutAmount } from './payoutAmount.ts'
export {
  feeAmounts,
  type PooledAmounts,
  pooledAmounts,
  type UsdValue,
  usdValueOf,
} from './positionAmounts.ts'
export {
  type AmountLine,
  amountLine,
  amountLines,
  collectPayout,
  type Owed,
  type RemovePayout,
  removePayout,
} from './positionPayout.ts'
export {
  positionRangeView,
  preferredRangeTokens,
  type RangeChain,
  type RangeView,
} from './positionRangeView.ts'
export { type PositionSdk, positionSdkOf, positionSdkTokens, type ReadPosition } from './positionSdk.ts'
export {
  currentPriceOf,
  defaultInverted,
  formatRangeBounds,
  formatRangePrice,
  type PriceRange,
  priceRangeOf,
  ticksAtLimit,
} from './priceRange.ts'
export {
  boundText,
  boundTick,
  isInverted,
  type RangeFrame,
  type RangeTicks,
  rangeBounds,
  rangeTicks,
  snapTick,
  stepBound,
  tickLimits,
  tickPrice,
  toggledRange,
  typedPriceTick,
} from './rangeTicks.ts'
export { removedAmounts, removedPosition } from './removedPosition.ts'
export {
  type PositionTerms,
  positionPool,
  positionPoolAddress,
  positionTokens,
  sdkPosition,
  storedPositionPoolAddress,
  tickSpacingOf,
} from './sdkPosition.ts'

export type PositionEngine = typeof import('./positionEngine.ts')
