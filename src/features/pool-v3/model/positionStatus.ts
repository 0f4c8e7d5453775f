// The badge of a v3 position (spec 2 §4): closed when it holds no liquidity; otherwise in range when the
// pool's current tick is at or above tickLower and below tickUpper, out of range when it is not.
export type PositionStatus = 'closed' | 'in-range' | 'out-of-range'

export type PositionRange = { liquidity: bigint; tickLower: number; tickUpper: number }

/** The position's status; null while the pool's current tick is unknown (a closed position needs none). */
export function positionStatus(
  position: PositionRange,
  tickCurrent: number | undefined,
): PositionStatus | null {
  if (position.liquidity === 0n) return 'closed'
  if (tickCurrent === undefined) return null
  return isInRange(position, tickCurrent) ? 'in-range' : 'out-of-range'
}

export function isInRange(range: Omit<PositionRange, 'liquidity'>, tickCurrent: number): boolean {
  return tickCurrent >= range.tickLower && tickCurrent < range.tickUpper
}

/** Positions as the overview lists them: open ones first, closed ones last or hidden (the user's setting). */
export function visiblePositions<P extends { liquidity: bigint }>(
  positions: readonly P[],
  hideClosed: boolean,
): P[] {
  const open = positions.filter((p) => p.liquidity > 0n)
  if (hideClosed) return open
  return [...open, ...positions.filter((p) => p.liquidity === 0n)]
}
