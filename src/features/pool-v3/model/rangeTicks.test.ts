import { Price } from '@uniswap/sdk-core'
import { nearestUsableTick, priceToClosestTick, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { EMPTY_RANGE, FULL_RANGE, type RangeInput } from './mintFormState.ts'
import { boundText, rangeTicks, stepBound, tickLimits, toggledRange, typedPriceTick } from './rangeTicks.ts'
import { WBTC } from './test/addFixture.ts'
import { DAI, USDC, WETH } from './test/positionFixture.ts'

// DAI sorts before WETH: pricing WETH in DAI is the pool's price inverted.
const ethInDai = { base: WETH, quote: DAI, spacing: 60 }
const daiInEth = { base: DAI, quote: WETH, spacing: 60 }
const typed = (min: string, max: string): RangeInput => ({
  min: { kind: 'typed', text: min },
  max: { kind: 'typed', text: max },
})
const E18 = 10n ** 18n

describe('typed prices as ticks (spec 2 §5 "Start price")', () => {
  it('is the SDK’s closest tick, snapped to the fee’s spacing', () => {
    const tick = priceToClosestTick(new Price(WETH, DAI, E18.toString(), (2000n * E18).toString()))
    expect(typedPriceTick('2000', ethInDai)).toBe(nearestUsableTick(tick, 60))
    expect(Number.isInteger((typedPriceTick('2000', { ...ethInDai, spacing: 200 }) ?? 0.5) / 200)).toBe(true)
  })

  it('is the same tick for a price and its inverse in the other order', () => {
    expect(typedPriceTick('0.0005', daiInEth)).toBe(typedPriceTick('2000', ethInDai))
    // WETH sorts before USDC (6 decimals): here the page's price is the pool's.
    const usdcPerEth = typedPriceTick('2000', { base: WETH, quote: USDC, spacing: 10 })
    expect(typedPriceTick('0.0005', { base: USDC, quote: WETH, spacing: 10 })).toBe(usdcPerEth)
  })

  it('clamps at the usable limits: 0 and prices beyond them', () => {
    const limits = tickLimits(60)
    expect(limits).toEqual({ lower: -887220, upper: 887220 })
    expect(typedPriceTick('0', daiInEth)).toBe(limits.lower)
    expect(typedPriceTick('0', ethInDai)).toBe(limits.upper)
    expect(typedPriceTick('1e40', daiInEth)).toBe(limits.upper)
    expect(typedPriceTick('1e-40', daiInEth)).toBe(limits.lower)
    expect(typedPriceTick('9'.repeat(80), ethInDai)).toBe(limits.lower)
  })

  it('is none for text that is no price', () => {
    for (const text of ['', '.', '-1', 'abc']) expect(typedPriceTick(text, ethInDai)).toBeNull()
  })
})

describe('rangeTicks (spec 2 §4 "Range", §5 "Range")', () => {
  it('reads min and max as the lower and upper tick, swapped when the prices are inverted', () => {
    const range = rangeTicks(typed('1500', '2600'), ethInDai)
    expect(range).toMatchObject({
      kind: 'valid',
      tickLower: typedPriceTick('2600', ethInDai),
      tickUpper: typedPriceTick('1500', ethInDai),
      atLimit: { lower: false, upper: false },
    })
    const same = rangeTicks(typed(String(1 / 2600), String(1 / 1500)), daiInEth)
    expect(same).toMatchObject({ tickLower: range.tickLower, tickUpper: range.tickUpper })
  })

  it('a min not below the max is the invalid range', () => {
    expect(rangeTicks(typed('2600', '1500'), ethInDai).kind).toBe('invalid')
    expect(rangeTicks(typed('2000', '2000'), ethInDai).kind).toBe('invalid')
    // Two prices within one spacing snap to one tick.
    expect(rangeTicks(typed('2000', '2000.5'), ethInDai).kind).toBe('invalid')
    expect(rangeTicks(typed('5', '0'), daiInEth).kind).toBe('invalid')
  })

  it('is incomplete while a bound is empty or no price', () => {
    expect(rangeTicks(EMPTY_RANGE, ethInDai)).toEqual({
      kind: 'incomplete',
      tickLower: null,
      tickUpper: null,
    })
    expect(rangeTicks(typed('1500', '.'), ethInDai)).toMatchObject({ kind: 'incomplete', tickLower: null })
  })

  it('Full Range is both usable limits in either token order, shown as 0 and ∞', () => {
    for (const frame of [ethInDai, daiInEth, { base: WBTC, quote: USDC, spacing: 200 }]) {
      const limits = tickLimits(frame.spacing)
      const range = rangeTicks(FULL_RANGE, frame)
      expect(range).toEqual({
        kind: 'valid',
        tickLower: limits.lower,
        tickUpper: limits.upper,
        atLimit: { lower: true, upper: true },
      })
      const [min, max] = frame.base.sortsBefore(frame.quote)
        ? [range.tickLower, range.tickUpper]
        : [range.tickUpper, range.tickLower]
      expect([boundText(min, 'min', frame), boundText(max, 'max', frame)]).toEqual(['0', '∞'])
    }
  })

  it('typing 0 and a huge max clamps to the same full range', () => {
    expect(rangeTicks(typed('0', '1e99'), ethInDai)).toEqual(rangeTicks(FULL_RANGE, ethInDai))
  })
})

describe('boundText', () => {
  it('shows the tick’s price in the page’s units to 5 significant digits, without grouping', () => {
    const tick = typedPriceTick('2000', ethInDai)
    expect(boundText(tick, 'min', ethInDai)).toBe('2001.4')
    expect(boundText(tick, 'min', daiInEth)).toBe('0.00049964')
    expect(boundText(null, 'max', ethInDai)).toBe('')
  })
})

describe('stepBound (− / +)', () => {
  const range = typed('1500', '2600')
  const spacing = 60

  it('moves a side one spacing, lowering the price with −, in either order', () => {
    const lower = stepBound(range, 'min', -1, ethInDai, null)
    // Inverted: a lower min price of ETH is a higher tick.
    expect(lower.min).toEqual({ kind: 'tick', tick: (typedPriceTick('1500', ethInDai) ?? 0) + spacing })
    expect(Number(boundText((lower.min as { tick: number }).tick, 'min', ethInDai))).toBeLessThan(1500)
    const daiRange = typed('0.0004', '0.0006')
    const up = stepBound(daiRange, 'max', 1, daiInEth, null)
    expect(up.max).toEqual({ kind: 'tick', tick: (typedPriceTick('0.0006', daiInEth) ?? 0) + spacing })
  })

  it('stops at the limits', () => {
    const full = rangeTicks(FULL_RANGE, daiInEth)
    const stepped = stepBound(FULL_RANGE, 'min', -1, daiInEth, null)
    expect(stepped.min).toEqual({ kind: 'tick', tick: full.tickLower })
    expect(stepBound(FULL_RANGE, 'max', 1, ethInDai, null).max).toEqual({
      kind: 'tick',
      tick: full.tickLower,
    })
  })

  it('starts an empty side from the pool’s current tick; without a pool it does nothing', () => {
    const current = -76_013
    const stepped = stepBound(EMPTY_RANGE, 'max', 1, daiInEth, current)
    expect(stepped.max).toEqual({ kind: 'tick', tick: nearestUsableTick(current, spacing) + spacing })
    expect(stepBound(EMPTY_RANGE, 'max', 1, daiInEth, null)).toBe(EMPTY_RANGE)
  })
})

describe('toggledRange (the rate toggle)', () => {
  it('keeps the same ticks when the page’s units turn over', () => {
    for (const range of [typed('1500', '2600'), FULL_RANGE, { ...typed('0', '2600') }]) {
      const before = rangeTicks(range, ethInDai)
      const after = rangeTicks(toggledRange(range, ethInDai), daiInEth)
      expect(after).toEqual(before)
    }
  })

  it('leaves an end that is no price as typed', () => {
    expect(toggledRange(typed('1500', ''), ethInDai)).toEqual({
      min: { kind: 'typed', text: '' },
      max: { kind: 'tick', tick: typedPriceTick('1500', ethInDai) },
    })
  })

  it('never leaves the SDK’s tick bounds', () => {
    expect(Math.abs(tickLimits(200).upper)).toBeLessThanOrEqual(TickMath.MAX_TICK)
  })
})
