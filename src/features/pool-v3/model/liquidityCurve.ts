// The range chart's curve (spec 2 §3 "Chart point: activeLiquidity, price0"): the active-liquidity steps with
// each step's price of token0 in token1, from the SDK's tick prices, so that the chart and the range inputs
// agree on every price.
import type { Token } from '@uniswap/sdk-core'
import { tickToPrice } from '@uniswap/v3-sdk'
import { type ActiveLiquidityInput, activeLiquiditySteps } from './activeLiquidity.ts'

/** A step of the curve: from this price up to the next point's, `activeLiquidity` is active. */
export type CurvePoint = {
  tick: number
  /** The price of token0 in token1 at the tick (decimals applied). */
  price0: number
  /** The liquidity as a number for drawing; exact in `liquidity`. */
  activeLiquidity: number
  liquidity: bigint
}

/** The pool's two tokens, in either order. */
export type LiquidityCurveInput = ActiveLiquidityInput & { tokens: readonly [Token, Token] }

// More digits than a 400-pixel chart can tell apart, few enough to stay cheap for thousands of ticks.
const PRICE_DIGITS = 12

/**
 * The curve in ascending price order, or null when the ticks contradict the pool (see activeLiquiditySteps):
 * the chart then says 'Liquidity data not available.'
 */
export function liquidityCurve(input: LiquidityCurveInput): CurvePoint[] | null {
  const steps = activeLiquiditySteps(input)
  if (steps === null) return null
  const [a, b] = input.tokens
  const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a]
  return steps.map(({ tick, liquidity }) => ({
    tick,
    price0: Number(tickToPrice(token0, token1, tick).toSignificant(PRICE_DIGITS)),
    activeLiquidity: Number(liquidity),
    liquidity,
  }))
}
