// v3 positions (spec 2 §2–§9): overview, position page, collect, remove, the add / increase form's model and
// the add page's data (tick data, fee-tier shares). The SDK-free model is exported as it is; everything built on
// the SDKs comes through the lazily loaded position engine, so that importing this entry (the app's route table
// does) loads no SDK. The position manager reads are in chain/positionReads.ts, the subgraph and TickLens reads
// beside them.

export { getUnclaimedFees, type UnclaimedFees, type UnclaimedFeesRequest } from './api/getUnclaimedFees.ts'
export { loadPoolV3Catalog } from './catalog.ts'
export { FeeTierPicker, type FeeTierPickerProps } from './components/FeeTierPicker.tsx'
export { RangeSection, type RangeSectionProps } from './components/RangeSection.tsx'
export { type FeeTierSharesState, useFeeTierShares } from './hooks/useFeeTierShares.ts'
export { useMintPoolState } from './hooks/useMintPoolState.ts'
export { type PositionAccessState, usePositionAccess } from './hooks/usePositionAccess.ts'
export { usePositionEngine } from './hooks/usePositionEngine.ts'
export { type PositionIds, usePositionIds } from './hooks/usePositionIds.ts'
export { type PositionMetadataState, usePositionMetadata } from './hooks/usePositionMetadata.ts'
export { type Position, type PositionState, usePosition, usePositions } from './hooks/usePositions.ts'
export { type RangeChartInputs, type RangeChartModel, useRangeChart } from './hooks/useRangeChart.ts'
export { useUnclaimedFees } from './hooks/useUnclaimedFees.ts'
export {
  activeLiquiditySteps,
  hasActiveLiquidity,
  type LiquidityStep,
  liquidityAtTick,
  type TickNet,
  ticksFitPool,
} from './model/activeLiquidity.ts'
export {
  type AddBlocker,
  type AddBlockerInputs,
  addBlocker,
  type MintPoolStatus,
} from './model/addBlocker.ts'
export {
  type AddRoute,
  type AddRouteParams,
  type AddRouteResult,
  addPath,
  backPath,
  CLEAR_ALL_PATH,
  feePath,
  parseAddRoute,
  parseCurrencyId,
  parseFeeTier,
  rateTogglePath,
  selectCurrencyPath,
} from './model/addRoute.ts'
export { ADD_SLIPPAGE_BPS, type PoolCreation, poolCreation } from './model/addSteps.ts'
export { type CollectAsWethConditions, showCollectAsWeth } from './model/collectAsWeth.ts'
export {
  FEE_TIERS,
  type FeeTier,
  type FeeTierDecision,
  type FeeTierShares,
  feeTierDecision,
  feeTierShares,
  isFeeTier,
  largestShareTier,
  type TierHoldings,
} from './model/feeTierShares.ts'
export {
  EMPTY_RANGE,
  FULL_RANGE,
  INITIAL_MINT_FORM,
  type MintField,
  type MintFormAction,
  type MintFormState,
  mintFormReducer,
  type RangeBoundInput,
  type RangeInput,
  type RangeSide,
} from './model/mintFormState.ts'
export { canManagePosition, type PositionAccess } from './model/positionAccess.ts'
export type { PositionCall } from './model/positionCall.ts'
export {
  formatFeeTier,
  formatPositionAmount,
  formatUsdValue,
  NO_USD_VALUE,
  type ValueSplit,
  valueSplit,
} from './model/positionDisplay.ts'
export type { PositionEngine } from './model/positionEngine.ts'
export { parsePositionId } from './model/positionId.ts'
export type { PositionPoolState } from './model/positionInfo.ts'
export {
  isInRange,
  type PositionRange,
  type PositionStatus,
  positionStatus,
  visiblePositions,
} from './model/positionStatus.ts'
export type { RangeFrame, RangeTicks } from './model/rangeTicks.ts'
export {
  canBurn,
  parseRemovePercent,
  REMOVE_SLIPPAGE_BPS,
  type RemoveBlocker,
  removeBlocker,
} from './model/removePercent.ts'
export {
  TICK_LENS_WORD_RADIUS,
  TICK_SPACING_BY_FEE,
  type TickRange,
  type TickWindow,
  tickBitmapWord,
  tickLensWindow,
  usableTickRange,
} from './model/tickWindow.ts'
export { decodeTokenUri, type PositionMetadata, TOKEN_URI_MAX_LENGTH } from './model/tokenUri.ts'
export { invertPriceText, type PriceRatio, parseTypedPrice } from './model/typedPrice.ts'
