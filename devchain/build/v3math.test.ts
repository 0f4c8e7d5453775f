import { describe, expect, it } from 'vitest'
import {
  encodeSqrtPriceX96,
  fullRangeTicks,
  priceToTick,
  rangeTicks,
  rawPrice,
  usableTick,
} from './v3math.ts'

describe('v3 seeding math', () => {
  it('encodes a price of 1 as 2^96', () => {
    expect(encodeSqrtPriceX96(1)).toBe(2n ** 96n)
  })

  it('scales human prices by the decimals difference', () => {
    // 2000 USDC (6 decimals) per WETH (18 decimals)
    expect(rawPrice(2000, 18, 6)).toBeCloseTo(2e-9, 20)
  })

  it('maps prices to ticks with 1.0001 per tick', () => {
    expect(priceToTick(1)).toBe(0)
    expect(priceToTick(1.0001 ** 100 * 1.00000001)).toBe(100)
    expect(priceToTick(1 / 1.0001 ** 100 / 1.00000001)).toBe(-101)
  })

  it('rounds to the spacing and clamps at the limits', () => {
    expect(usableTick(74, 60)).toBe(60)
    expect(usableTick(91, 60)).toBe(120)
    expect(usableTick(10_000_000, 60)).toBe(887220)
    expect(fullRangeTicks(3000)).toEqual({ tickLower: -887220, tickUpper: 887220 })
  })

  it('orders a range given in either direction', () => {
    const range = rangeTicks(2, 1, 3000)
    expect(range.tickLower).toBeLessThan(range.tickUpper)
    expect(range.tickLower % 60).toBe(0)
  })
})
