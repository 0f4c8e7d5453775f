import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import {
  currentPriceOf,
  defaultInverted,
  formatRangeBounds,
  priceRangeOf,
  ticksAtLimit,
} from './priceRange.ts'
import { DAI, TERMS_25, USDC, WETH, wethDaiPool } from './test/positionFixture.ts'

const tokens = [DAI, WETH] as const
const fullRange = { fee: 10000, tickLower: -887200, tickUpper: 887200 }

describe('priceRangeOf', () => {
  it('prices token1 per token0 by default', () => {
    const range = priceRangeOf(TERMS_25, tokens, false)
    expect(range.base).toBe(DAI)
    expect(range.quote).toBe(WETH)
    expect(formatRangeBounds(range)).toEqual({ min: '0.00038372', max: '0.00066639' })
  })

  it('inverted, it prices token0 per token1, the high tick giving the low price', () => {
    const range = priceRangeOf(TERMS_25, tokens, true)
    expect(range.base).toBe(WETH)
    expect(formatRangeBounds(range)).toEqual({ min: '1,500.6', max: '2,606.1' })
  })

  it("shows '0' and '∞' at the fee tier's tick limits, either way round", () => {
    expect(formatRangeBounds(priceRangeOf(fullRange, tokens, false))).toEqual({ min: '0', max: '∞' })
    expect(formatRangeBounds(priceRangeOf(fullRange, tokens, true))).toEqual({ min: '0', max: '∞' })
  })

  it('a range with only its high end at the limit shows ∞ as max, and as min 0 when inverted', () => {
    const terms = { fee: 3000, tickLower: -78660, tickUpper: nearestUsableTick(TickMath.MAX_TICK, 60) }
    expect(formatRangeBounds(priceRangeOf(terms, tokens, false)).max).toBe('∞')
    const inverted = formatRangeBounds(priceRangeOf(terms, tokens, true))
    expect(inverted.min).toBe('0')
    expect(inverted.max).toBe('2,606.1')
  })
})

describe('ticksAtLimit', () => {
  it('is the nearest usable tick to MIN_TICK and MAX_TICK for each spacing', () => {
    expect(ticksAtLimit({ fee: 500, tickLower: -887270, tickUpper: 887270 })).toEqual({
      lower: true,
      upper: true,
    })
    expect(ticksAtLimit({ fee: 3000, tickLower: -887220, tickUpper: 887160 })).toEqual({
      lower: true,
      upper: false,
    })
    expect(ticksAtLimit({ fee: 10000, tickLower: -887000, tickUpper: 887200 })).toEqual({
      lower: false,
      upper: true,
    })
  })
})

describe('defaultInverted', () => {
  const preferred = { quotes: [DAI, USDC], bases: [WETH] }

  it('a stablecoin token0 becomes the quote: DAI/WETH reads in DAI per WETH', () => {
    expect(defaultInverted(TERMS_25, tokens, preferred)).toBe(true)
  })

  it('keeps token1 per token0 when nothing asks otherwise and prices are above 1', () => {
    const terms = { fee: 3000, tickLower: 60, tickUpper: 600 }
    expect(defaultInverted(terms, tokens, { quotes: [], bases: [] })).toBe(false)
  })

  it('turns over a range priced below 1 throughout', () => {
    expect(defaultInverted(TERMS_25, tokens, { quotes: [], bases: [] })).toBe(true)
  })
})

describe('currentPriceOf', () => {
  it('is the pool price of the base token', () => {
    const pool = wethDaiPool()
    expect(currentPriceOf(pool, { base: WETH }).toSignificant(4)).toBe('2000')
  })
})
