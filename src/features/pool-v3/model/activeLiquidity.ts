// The liquidity active at each price of a pool, from its initialized ticks (spec 2 §3, the range chart): the
// pool's own `liquidity()` holds from the current tick's spacing up to the next initialized tick; crossing a
// tick upward adds its liquidityNet, crossing it downward takes it away. Exact in bigint; the chart converts.
import type { TickRange } from './tickWindow.ts'

export type TickNet = { tick: number; liquidityNet: bigint }

/** From `tick` up to the next step's tick, `liquidity` is active. */
export type LiquidityStep = { tick: number; liquidity: bigint }

export type ActiveLiquidityInput = {
  /** The initialized ticks known in `range` (any order); every initialized tick in it must be there. */
  ticks: readonly TickNet[]
  /** The ticks the list covers: the whole pool, or the window read from the chain. */
  range: TickRange
  tickSpacing: number
  /** The pool's slot0 tick and liquidity(). */
  tickCurrent: number
  liquidity: bigint
}

/**
 * Steps from `range.lower` up to a last step at `range.upper`, one at each initialized tick and one at the
 * current tick's spacing (the active step, which carries the pool's liquidity). Null when the ticks contradict
 * the pool (liquidity below zero on some side): data of another pool or an incomplete list.
 */
export function activeLiquiditySteps(input: ActiveLiquidityInput): LiquidityStep[] | null {
  const { range, tickSpacing, tickCurrent, liquidity } = input
  if (liquidity < 0n || range.lower > range.upper) return null
  const activeTick = Math.min(
    range.upper,
    Math.max(range.lower, Math.floor(tickCurrent / tickSpacing) * tickSpacing),
  )
  const ticks = [...input.ticks]
    .filter((t) => t.tick >= range.lower && t.tick <= range.upper)
    .sort((a, b) => a.tick - b.tick)
  // The pivot: the last initialized tick at or below the current tick; ticks above it are crossed upward.
  const pivot = ticks.findLastIndex((t) => t.tick <= tickCurrent)

  const below: LiquidityStep[] = []
  let down = liquidity
  for (let i = pivot; i >= 0; i--) {
    const current = ticks[i] as TickNet
    below.push({ tick: current.tick, liquidity: down })
    down -= current.liquidityNet
    if (down < 0n) return null
  }
  below.reverse()
  if (below[0]?.tick !== range.lower) below.unshift({ tick: range.lower, liquidity: down })

  const above: LiquidityStep[] = []
  let up = liquidity
  for (const current of ticks.slice(pivot + 1)) {
    up += current.liquidityNet
    if (up < 0n) return null
    above.push({ tick: current.tick, liquidity: up })
  }
  if (above.at(-1)?.tick !== range.upper) {
    above.push({ tick: range.upper, liquidity: above.at(-1)?.liquidity ?? liquidity })
  }

  // The active step starts at the current tick's spacing unless an initialized tick is already there.
  const lastBelow = below.at(-1) as LiquidityStep
  const active = lastBelow.tick < activeTick ? [{ tick: activeTick, liquidity }] : []
  const steps = [...below, ...active, ...above]
  // A window's edge can coincide with the active tick or an initialized tick: keep one step per tick.
  return steps.filter((step, i) => i === steps.length - 1 || step.tick !== steps[i + 1]?.tick)
}

/** The liquidity active at `tick` according to the steps (the last step at or below it). */
export function liquidityAtTick(steps: readonly LiquidityStep[], tick: number): bigint | null {
  return steps.findLast((step) => step.tick <= tick)?.liquidity ?? null
}

/**
 * Whether a whole pool's tick list (the subgraph's) agrees with the pool: the nets add up to zero, and those at
 * or below the current tick add up to its liquidity. Another pool's ticks, a list missing some and an index
 * behind the chain fail.
 */
export function ticksFitPool(ticks: readonly TickNet[], tickCurrent: number, liquidity: bigint): boolean {
  let total = 0n
  let active = 0n
  for (const { tick, liquidityNet } of ticks) {
    total += liquidityNet
    if (tick <= tickCurrent) active += liquidityNet
  }
  return total === 0n && active === liquidity
}

/** False when no price has any liquidity: the chart says 'There is no liquidity data.' */
export function hasActiveLiquidity(steps: readonly { liquidity: bigint }[]): boolean {
  return steps.some((step) => step.liquidity > 0n)
}
