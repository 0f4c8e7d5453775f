import { Token } from '@uniswap/sdk-core'
import { nearestUsableTick, TICK_SPACINGS, TickMath, tickToPrice } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import {
  TICK_LENS_WORD_RADIUS,
  TICK_SPACING_BY_FEE,
  tickBitmapWord,
  tickLensWindow,
  usableTickRange,
} from './tickWindow.ts'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18)
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18)
const price = (tick: number) => Number(tickToPrice(A, B, tick).toSignificant(8))

describe('tick spacings and usable ticks', () => {
  it('are the SDK’s for the three tiers', () => {
    for (const fee of [500, 3000, 10000] as const) {
      const spacing = TICK_SPACING_BY_FEE[fee] ?? 0
      expect(spacing).toBe(TICK_SPACINGS[fee])
      expect(usableTickRange(spacing)).toEqual({
        lower: nearestUsableTick(TickMath.MIN_TICK, spacing),
        upper: nearestUsableTick(TickMath.MAX_TICK, spacing),
      })
    }
  })
})

describe('tickBitmapWord', () => {
  it('is the pool’s word: tick / spacing >> 8, rounding toward minus infinity', () => {
    expect(tickBitmapWord(0, 60)).toBe(0)
    expect(tickBitmapWord(15359, 60)).toBe(0)
    expect(tickBitmapWord(15360, 60)).toBe(1)
    expect(tickBitmapWord(-1, 60)).toBe(-1)
    expect(tickBitmapWord(-15360, 60)).toBe(-1)
    expect(tickBitmapWord(-15361, 60)).toBe(-2)
    expect(tickBitmapWord(-887272, 10)).toBe(-347)
    expect(tickBitmapWord(887270, 10)).toBe(346)
  })
})

describe('tickLensWindow', () => {
  it('reads 37, 17 and 7 words around the price for 0.05 %, 0.3 % and 1 %', () => {
    expect(tickLensWindow(500, 0)?.words).toEqual(Array.from({ length: 37 }, (_, i) => i - 18))
    expect(tickLensWindow(3000, -1)?.words).toEqual(Array.from({ length: 17 }, (_, i) => i - 9))
    expect(tickLensWindow(10000, 51200)?.words).toEqual([-2, -1, 0, 1, 2, 3, 4])
    expect(tickLensWindow(3000, 0)?.range).toEqual({ lower: -8 * 15360, upper: 9 * 15360 - 60 })
  })

  it('reaches the chart’s widest zoom on both sides, wherever the price sits in its word', () => {
    // The widest view: the initial domain over the minimum zoom 1e-5, half of it above the price.
    const reach: Record<number, number> = { 500: 100, 3000: 75_000, 10000: 75_000 }
    for (const fee of [500, 3000, 10000]) {
      const perWord = 256 * (TICK_SPACING_BY_FEE[fee] ?? 0)
      for (const tick of [0, perWord - 1, -perWord, 123_457]) {
        const window = tickLensWindow(fee, tick)
        if (!window) throw new Error('no window')
        expect(price(window.range.upper) / price(tick)).toBeGreaterThanOrEqual(reach[fee] ?? 0)
        expect(price(tick) / price(window.range.lower)).toBeGreaterThanOrEqual(reach[fee] ?? 0)
      }
    }
    expect(TICK_LENS_WORD_RADIUS).toEqual({ 500: 18, 3000: 8, 10000: 3 })
  })

  it('stops at the pool’s first and last usable tick', () => {
    expect(tickLensWindow(10000, 887000)).toEqual({
      words: [14, 15, 16, 17],
      range: { lower: 716800, upper: 887200 },
    })
    expect(tickLensWindow(500, -887272)?.range.lower).toBe(-887270)
    expect(tickLensWindow(500, -887272)?.words).toHaveLength(19)
  })

  it('has no window for a fee that is not a tier', () => {
    expect(tickLensWindow(100, 0)).toBeNull()
    expect(tickLensWindow(2500, 0)).toBeNull()
  })
})
