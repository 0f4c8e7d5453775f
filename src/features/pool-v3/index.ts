// v3 positions (spec 2 §2–§9): overview, position page, collect, remove. The SDK-free model is exported as it
// is; everything built on the SDKs comes through the lazily loaded position engine, so that importing this
// entry (the app's route table does) loads no SDK. The position manager reads are in chain/positionReads.ts.
export { getUnclaimedFees, type UnclaimedFees, type UnclaimedFeesRequest } from './api/getUnclaimedFees.ts'
export { type PositionAccessState, usePositionAccess } from './hooks/usePositionAccess.ts'
export { usePositionEngine } from './hooks/usePositionEngine.ts'
export { type PositionIds, usePositionIds } from './hooks/usePositionIds.ts'
export { type PositionMetadataState, usePositionMetadata } from './hooks/usePositionMetadata.ts'
export { type Position, type PositionState, usePosition, usePositions } from './hooks/usePositions.ts'
export { useUnclaimedFees } from './hooks/useUnclaimedFees.ts'
export { type CollectAsWethConditions, showCollectAsWeth } from './model/collectAsWeth.ts'
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
export {
  canBurn,
  parseRemovePercent,
  REMOVE_PERCENT_PRESETS,
  REMOVE_SLIPPAGE_BPS,
  type RemoveBlocker,
  removeBlocker,
} from './model/removePercent.ts'
export { decodeTokenUri, type PositionMetadata, TOKEN_URI_MAX_LENGTH } from './model/tokenUri.ts'
