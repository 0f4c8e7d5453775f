// The Collect-as-WETH toggle (spec 2 §2): by default the wrapped native side of collected fees (and removed
// liquidity) is unwrapped to the native coin; the toggle keeps it wrapped, and shows only under four conditions.
export type CollectAsWethConditions = {
  /** The position has the chain's wrapped native token as one side. */
  hasWrappedNativeSide: boolean
  /** Optimism and its test network have no collect-as-WETH. */
  isOptimism: boolean
  /** The connected account owns the position (or is its approved operator). */
  ownsPosition: boolean
  fees0: bigint
  fees1: bigint
}

export function showCollectAsWeth(conditions: CollectAsWethConditions): boolean {
  const { hasWrappedNativeSide, isOptimism, ownsPosition, fees0, fees1 } = conditions
  return hasWrappedNativeSide && !isOptimism && ownsPosition && (fees0 > 0n || fees1 > 0n)
}
