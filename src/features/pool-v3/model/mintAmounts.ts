// The deposit amounts of a new or increased position (spec 2 §4 "Range"): the amount of the other token the
// range needs for the typed one (v3 SDK Position.fromAmount0 / fromAmount1), which side the range leaves out
// when the price is outside it, and the position both amounts make (Position.fromAmounts).
import type { Token } from '@uniswap/sdk-core'
import { type Pool, Position, TickMath } from '@uniswap/v3-sdk'
import JSBI from 'jsbi'

export type Ticks = { tickLower: number; tickUpper: number }

/**
 * Whether each token is left out: the price at or above the range holds only token1, at or below it only
 * token0 (by the square-root prices the position's amounts are computed from, so a side is disabled exactly
 * when the position would take none of it).
 */
export function depositsDisabled(pool: Pool, ticks: Ticks): { token0: boolean; token1: boolean } {
  return {
    token0: JSBI.greaterThanOrEqual(pool.sqrtRatioX96, TickMath.getSqrtRatioAtTick(ticks.tickUpper)),
    token1: JSBI.lessThanOrEqual(pool.sqrtRatioX96, TickMath.getSqrtRatioAtTick(ticks.tickLower)),
  }
}

/**
 * The other token's amount (base units) for a typed amount of `token`: what the position of that much
 * `token` takes of the other side, rounded up as minting takes it. Raw amounts, not CurrencyAmounts, so that
 * no amount the user types can trip the SDK's uint256 check here: the balance check says it is too much.
 */
export function dependentAmount(pool: Pool, ticks: Ticks, token: Token, amount: bigint): bigint {
  const common = { pool, tickLower: ticks.tickLower, tickUpper: ticks.tickUpper }
  if (token.equals(pool.token0)) {
    const position = Position.fromAmount0({ ...common, amount0: amount.toString(), useFullPrecision: true })
    return BigInt(position.mintAmounts.amount1.toString())
  }
  const position = Position.fromAmount1({ ...common, amount1: amount.toString() })
  return BigInt(position.mintAmounts.amount0.toString())
}

/** The position the two amounts make; null when they make no liquidity (too little of a needed side). */
export function mintPosition(pool: Pool, ticks: Ticks, amount0: bigint, amount1: bigint): Position | null {
  const position = Position.fromAmounts({
    pool,
    tickLower: ticks.tickLower,
    tickUpper: ticks.tickUpper,
    amount0: amount0.toString(),
    amount1: amount1.toString(),
    useFullPrecision: true,
  })
  return JSBI.greaterThan(position.liquidity, JSBI.BigInt(0)) ? position : null
}
