import { describe, expect, it } from 'vitest'
import {
  activeLiquiditySteps,
  hasActiveLiquidity,
  liquidityAtTick,
  type TickNet,
  ticksFitPool,
} from './activeLiquidity.ts'

const WHOLE = { lower: -887220, upper: 887220 }
// Full range 1,000; 500 more between -600 and 600; 200 more between -1200 and -600.
const TICKS: TickNet[] = [
  { tick: 600, liquidityNet: -500n },
  { tick: -887220, liquidityNet: 1000n },
  { tick: -1200, liquidityNet: 200n },
  { tick: -600, liquidityNet: 300n },
  { tick: 887220, liquidityNet: -1000n },
]
const pool = (tickCurrent: number, liquidity: bigint) => ({
  ticks: TICKS,
  range: WHOLE,
  tickSpacing: 60,
  tickCurrent,
  liquidity,
})

describe('activeLiquiditySteps', () => {
  it('pivots at the last tick at or below the current one: down subtracts, up adds liquidityNet', () => {
    expect(activeLiquiditySteps(pool(100, 1500n))).toEqual([
      { tick: -887220, liquidity: 1000n },
      { tick: -1200, liquidity: 1200n },
      { tick: -600, liquidity: 1500n },
      { tick: 60, liquidity: 1500n },
      { tick: 600, liquidity: 1000n },
      { tick: 887220, liquidity: 0n },
    ])
  })

  it('with the current tick on an initialized tick, that tick is the active step', () => {
    expect(activeLiquiditySteps(pool(600, 1000n))?.slice(2)).toEqual([
      { tick: -600, liquidity: 1500n },
      { tick: 600, liquidity: 1000n },
      { tick: 887220, liquidity: 0n },
    ])
    // One tick below it the price has not crossed 600: the active step starts at 540.
    expect(activeLiquiditySteps(pool(599, 1500n))?.slice(3, 5)).toEqual([
      { tick: 540, liquidity: 1500n },
      { tick: 600, liquidity: 1000n },
    ])
  })

  it('floors a negative current tick to its spacing (tick 0 is a tick like any other)', () => {
    const steps = activeLiquiditySteps(pool(-61, 1500n))
    expect(steps?.find((s) => s.tick === -120)).toEqual({ tick: -120, liquidity: 1500n })
    expect(activeLiquiditySteps(pool(0, 1500n))?.find((s) => s.tick === 0)).toEqual({
      tick: 0,
      liquidity: 1500n,
    })
  })

  it('a window without initialized ticks (a pool with only full-range liquidity) is flat at the pool’s liquidity', () => {
    const window = { lower: -153600, upper: 204600 }
    const full = [
      { tick: -887200, liquidityNet: 7n },
      { tick: 887200, liquidityNet: -7n },
    ]
    const steps = activeLiquiditySteps({
      ticks: full,
      range: window,
      tickSpacing: 200,
      tickCurrent: 23027,
      liquidity: 7n,
    })
    expect(steps).toEqual([
      { tick: -153600, liquidity: 7n },
      { tick: 23000, liquidity: 7n },
      { tick: 204600, liquidity: 7n },
    ])
    expect(hasActiveLiquidity(steps ?? [])).toBe(true)
  })

  it('the whole range of a full-range pool: liquidity from the lowest tick up to the highest', () => {
    const full = [
      { tick: -887200, liquidityNet: 7n },
      { tick: 887200, liquidityNet: -7n },
    ]
    const range = { lower: -887200, upper: 887200 }
    expect(
      activeLiquiditySteps({ ticks: full, range, tickSpacing: 200, tickCurrent: -5, liquidity: 7n }),
    ).toEqual([
      { tick: -887200, liquidity: 7n },
      { tick: -200, liquidity: 7n },
      { tick: 887200, liquidity: 0n },
    ])
  })

  it('an empty pool: no ticks, no liquidity, nothing to draw', () => {
    const steps = activeLiquiditySteps({
      ticks: [],
      range: WHOLE,
      tickSpacing: 60,
      tickCurrent: 0,
      liquidity: 0n,
    })
    expect(steps).toEqual([
      { tick: -887220, liquidity: 0n },
      { tick: 0, liquidity: 0n },
      { tick: 887220, liquidity: 0n },
    ])
    expect(hasActiveLiquidity(steps ?? [])).toBe(false)
  })

  it('leaves out ticks outside the range and keeps one step at a shared edge', () => {
    const steps = activeLiquiditySteps({ ...pool(100, 1500n), range: { lower: -600, upper: 600 } })
    expect(steps).toEqual([
      { tick: -600, liquidity: 1500n },
      { tick: 60, liquidity: 1500n },
      { tick: 600, liquidity: 1000n },
    ])
  })

  it('ticks that contradict the pool (liquidity below zero) give null', () => {
    expect(activeLiquiditySteps(pool(100, 100n))).toBeNull()
    expect(activeLiquiditySteps(pool(-700, 1200n))).not.toBeNull()
    expect(
      activeLiquiditySteps({ ...pool(100, 1500n), ticks: [{ tick: 120, liquidityNet: -2000n }] }),
    ).toBeNull()
    expect(activeLiquiditySteps(pool(100, -1n))).toBeNull()
  })
})

describe('liquidityAtTick', () => {
  it('is the liquidity of the step the tick falls in', () => {
    const steps = activeLiquiditySteps(pool(100, 1500n)) ?? []
    expect(liquidityAtTick(steps, 100)).toBe(1500n)
    expect(liquidityAtTick(steps, -601)).toBe(1200n)
    expect(liquidityAtTick(steps, 700)).toBe(1000n)
    expect(liquidityAtTick(steps, -887221)).toBeNull()
  })
})

describe('ticksFitPool', () => {
  it('holds for the whole pool’s ticks and its liquidity', () => {
    expect(ticksFitPool(TICKS, 100, 1500n)).toBe(true)
    expect(ticksFitPool(TICKS, -900, 1200n)).toBe(true)
    expect(ticksFitPool([], 0, 0n)).toBe(true)
  })

  it('fails for a list missing a tick, another liquidity, or another pool’s ticks', () => {
    expect(ticksFitPool(TICKS.slice(1), 100, 1500n)).toBe(false)
    expect(ticksFitPool(TICKS, 100, 1400n)).toBe(false)
    expect(ticksFitPool([], 0, 5n)).toBe(false)
  })
})
