import { describe, expect, it } from 'vitest'
import {
  brushBoundsUpdate,
  brushPixels,
  brushToBounds,
  CHART_INNER,
  CHART_MARGINS,
  CHART_SIZE,
  chartDomain,
  chartSeries,
  handleLabel,
  initialDomain,
  pathWindow,
  percentFromCurrent,
  pixelSteps,
  visibleEntries,
  ZOOM_LEVELS,
} from './chartView.ts'

const PLAIN_DECIMAL = /^\d+\.\d+$/

describe('chart size and zoom (spec 2 §9)', () => {
  it('is 400×200 with margins top 10, right 2, bottom 20', () => {
    expect(CHART_SIZE).toEqual({ width: 400, height: 200 })
    expect(CHART_MARGINS).toMatchObject({ top: 10, right: 2, bottom: 20 })
    expect(CHART_INNER).toEqual({ width: 398, height: 170 })
  })

  it('LOW opens on 0.999–1.001 of the price and zooms 1e-5 to 1.5; MEDIUM and HIGH 0.5–2 and 1e-5 to 20', () => {
    expect(ZOOM_LEVELS[500]).toEqual({ initialMin: 0.999, initialMax: 1.001, minZoom: 0.00001, maxZoom: 1.5 })
    for (const fee of [3000, 10000] as const)
      expect(ZOOM_LEVELS[fee]).toEqual({ initialMin: 0.5, initialMax: 2, minZoom: 0.00001, maxZoom: 20 })
    expect(initialDomain(2000, 3000)).toEqual([1000, 4000])
    const low = initialDomain(1, 500)
    expect(low?.[0]).toBeCloseTo(0.999, 12)
    expect(low?.[1]).toBeCloseTo(1.001, 12)
  })

  it('has no initial view without a positive finite price', () => {
    for (const current of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(initialDomain(current, 3000)).toBeNull()
    expect(initialDomain(1e-12, 10000)).toEqual([5e-13, 2e-12])
  })
})

describe('chartDomain', () => {
  it('is the initial view around the price; without one, the curve’s prices, else 0 to 1', () => {
    const series = [
      { price: 2, liquidity: 1 },
      { price: 8, liquidity: 0 },
    ]
    expect(chartDomain(4, 3000, series)).toEqual([2, 8])
    expect(chartDomain(Number.NaN, 3000, series)).toEqual([2, 8])
    expect(chartDomain(0, 3000, [{ price: 3, liquidity: 1 }])).toEqual([1.5, 6])
    expect(chartDomain(-1, 500, [])).toEqual([0, 1])
  })
})

describe('brushPixels', () => {
  const toPixel = (price: number) => price * 10
  const free = { min: false, max: false }

  it('places the ends by price, clamped to the chart, in order', () => {
    expect(brushPixels([1, 3], free, toPixel, 100)).toEqual([10, 30])
    expect(brushPixels([3, 1], free, toPixel, 100)).toEqual([10, 30])
    expect(brushPixels([-5, 50], free, toPixel, 100)).toEqual([0, 100])
    expect(brushPixels([0, Number.POSITIVE_INFINITY], free, toPixel, 100)).toEqual([0, 100])
  })

  it('puts a side at its tick limit at the edge', () => {
    expect(brushPixels([1, 3], { min: true, max: true }, toPixel, 100)).toEqual([0, 100])
  })

  it('draws no range for none or for a price that is no number', () => {
    expect(brushPixels(null, free, toPixel, 100)).toBeNull()
    expect(brushPixels([Number.NaN, 3], free, toPixel, 100)).toBeNull()
    expect(brushPixels([1, 3], free, () => Number.NaN, 100)).toEqual([0, 0])
  })
})

describe('chartSeries', () => {
  const curve = [
    { price0: 0.5, activeLiquidity: 10 },
    { price0: 1, activeLiquidity: 30 },
    { price0: 2, activeLiquidity: 0 },
    { price0: 4, activeLiquidity: 0 },
  ]

  it('keeps the ascending price of token0 when currency A is token0', () => {
    expect(chartSeries(curve, false)).toEqual([
      { price: 0.5, liquidity: 10 },
      { price: 1, liquidity: 30 },
      { price: 2, liquidity: 0 },
      { price: 4, liquidity: 0 },
    ])
  })

  it('turned over, is ascending in 1/price0 and each step keeps the liquidity it held', () => {
    // 30 held from 1 to 2 in price0, so from 0.5 to 1 in the inverse.
    expect(chartSeries(curve, true)).toEqual([
      { price: 0.25, liquidity: 0 },
      { price: 0.5, liquidity: 30 },
      { price: 1, liquidity: 10 },
      { price: 2, liquidity: 10 },
    ])
  })

  it('leaves out points that cannot be drawn, and an empty curve is an empty series', () => {
    expect(chartSeries([], false)).toEqual([])
    expect(chartSeries([], true)).toEqual([])
    const odd = [
      { price0: 0, activeLiquidity: 1 },
      { price0: -1, activeLiquidity: 1 },
      { price0: Number.NaN, activeLiquidity: 1 },
      { price0: Number.POSITIVE_INFINITY, activeLiquidity: 1 },
      { price0: 1e-12, activeLiquidity: Number.NaN },
      { price0: 3, activeLiquidity: 5 },
    ]
    expect(chartSeries(odd, false)).toEqual([{ price: 3, liquidity: 5 }])
    expect(chartSeries([{ price0: 1e-12, activeLiquidity: 7 }], true)).toEqual([
      { price: 1e12, liquidity: 7 },
    ])
  })
})

describe('visibleEntries', () => {
  const series = [1, 2, 3, 4, 5].map((price) => ({ price, liquidity: price * 10 }))

  it('keeps the step that starts left of the view and the point that closes the last one', () => {
    expect(visibleEntries(series, 2.5, 3.5).map((e) => e.price)).toEqual([2, 3, 4])
    expect(visibleEntries(series, 0, 10).map((e) => e.price)).toEqual([1, 2, 3, 4, 5])
    expect(visibleEntries(series, 6, 7).map((e) => e.price)).toEqual([5])
    expect(visibleEntries(series, -2, -1).map((e) => e.price)).toEqual([1])
  })

  it('is empty for an empty series or a view that is no interval', () => {
    expect(visibleEntries([], 0, 1)).toEqual([])
    expect(visibleEntries(series, 3, 2)).toEqual([])
    expect(visibleEntries(series, Number.NaN, 2)).toEqual([])
  })
})

describe('pathWindow', () => {
  it('covers the view with a unit to spare each side, at least as finely as the view', () => {
    for (const [lo, hi] of [
      [1000, 4000],
      [-250, 2750],
      [0.998, 1.002],
      [1e-12, 3e-12],
      [5e20, 9e20],
    ] as const) {
      const window = pathWindow(lo, hi, 400)
      if (!window) throw new Error('no window')
      const unit = (window.hi - window.lo) / 5
      expect(window.lo).toBeLessThanOrEqual(lo - unit)
      expect(window.hi).toBeGreaterThanOrEqual(hi + unit)
      expect(hi - lo).toBeGreaterThanOrEqual(unit)
      expect(hi - lo).toBeLessThan(2 * unit)
      expect(window.width).toBe(2000)
    }
  })

  it('stays the same for a small zoom step', () => {
    expect(pathWindow(1000, 4000, 400)).toEqual(pathWindow(1100, 3800, 400))
    expect(pathWindow(1000, 4000, 400)).not.toEqual(pathWindow(1000, 6000, 400))
  })

  it('is none for a view that is no interval', () => {
    expect(pathWindow(1, 1, 400)).toBeNull()
    expect(pathWindow(2, 1, 400)).toBeNull()
    expect(pathWindow(Number.NaN, 1, 400)).toBeNull()
    expect(pathWindow(0, Number.POSITIVE_INFINITY, 400)).toBeNull()
  })
})

describe('pixelSteps', () => {
  const toPixel = (price: number) => price

  it('keeps steps a pixel or more apart as they are', () => {
    const entries = [
      { price: 1, liquidity: 5 },
      { price: 2, liquidity: 7 },
      { price: 4, liquidity: 0 },
    ]
    expect(pixelSteps(entries, toPixel)).toEqual([
      { x: 1, liquidity: 5 },
      { x: 2, liquidity: 7 },
      { x: 4, liquidity: 0 },
    ])
  })

  it('merges steps within a pixel into the highest, then the last one’s liquidity from where it starts', () => {
    const entries = [
      { price: 10, liquidity: 100 },
      { price: 10.2, liquidity: 300 },
      { price: 10.5, liquidity: 0 },
      { price: 200, liquidity: 8 },
    ]
    expect(pixelSteps(entries, toPixel)).toEqual([
      { x: 10, liquidity: 300 },
      { x: 10.5, liquidity: 0 },
      { x: 200, liquidity: 8 },
    ])
  })

  it('draws 2,000 steps in a 400-pixel view with at most two points a pixel, skipping what has no pixel', () => {
    const entries = Array.from({ length: 2000 }, (_, i) => ({ price: i / 5, liquidity: i % 7 }))
    const steps = pixelSteps(entries, toPixel)
    expect(steps.length).toBeLessThanOrEqual(800)
    expect(steps[0]).toEqual({ x: 0, liquidity: 4 })
    expect(pixelSteps([{ price: 1, liquidity: 1 }], () => Number.NaN)).toEqual([])
    expect(pixelSteps([], toPixel)).toEqual([])
  })
})

describe('chart brush (spec 2 §5)', () => {
  it('values use 6 decimals', () => {
    expect(brushToBounds([1.5, 2000])).toEqual({ min: '1.500000', max: '2000.000000' })
    expect(brushToBounds([0.123456789, 3.3333333333])).toEqual({ min: '0.123457', max: '3.333333' })
  })

  it('a lower bound at or below zero becomes 0.000001', () => {
    for (const lo of [0, -0, -5, Number.NEGATIVE_INFINITY, Number.NaN])
      expect(brushToBounds([lo, 2]).min).toBe('0.000001')
  })

  it('the upper bound must be below 1e35', () => {
    for (const hi of [1e35, 1e40, Number.POSITIVE_INFINITY, Number.NaN]) {
      const { max } = brushToBounds([1, hi])
      expect(max).toMatch(PLAIN_DECIMAL)
      expect(BigInt(max.split('.')[0] as string)).toBeLessThan(10n ** 35n)
      expect(Number(max)).toBeLessThan(1e35)
    }
    expect(brushToBounds([1, 1e34]).max).toBe('10000000000000000000000000000000000.000000')
  })

  it('never writes exponent notation, and keeps tiny prices instead of writing 0.000000', () => {
    const { min, max } = brushToBounds([1e-12, 3e-12])
    expect(min).toMatch(PLAIN_DECIMAL)
    expect(max).toMatch(PLAIN_DECIMAL)
    expect(Number(min)).toBeCloseTo(1e-12, 20)
    expect(Number(max)).toBeCloseTo(3e-12, 20)
    expect(brushToBounds([1e21, 5e30])).toEqual({
      min: '1000000000000000000000.000000',
      max: '5000000000000000000000000000000.000000',
    })
    for (const value of [1e-7, 1e-30, 123.456, 1e20, 1e22, 9e34])
      expect(brushToBounds([value, value]).max).toMatch(PLAIN_DECIMAL)
  })

  it('takes the ends in either order', () => {
    expect(brushToBounds([3, 1])).toEqual({ min: '1.000000', max: '3.000000' })
  })

  it('dragging the whole selection leaves a bound at its limit alone; a handle or reset moves it', () => {
    const atLimit = { min: true, max: false }
    expect(brushBoundsUpdate([1, 2], 'drag', atLimit)).toEqual({ max: '2.000000' })
    expect(brushBoundsUpdate([1, 2], 'drag', { min: true, max: true })).toEqual({})
    expect(brushBoundsUpdate([1, 2], 'handle', atLimit)).toEqual({ min: '1.000000', max: '2.000000' })
    expect(brushBoundsUpdate([1, 2], 'reset', { min: true, max: true })).toEqual({
      min: '1.000000',
      max: '2.000000',
    })
  })
})

describe('handle labels', () => {
  it('show the percent from the current price: two decimals within 1 %, two digits with a prefix beyond', () => {
    expect(percentFromCurrent(1000, 2000)).toBe('\u221250%')
    expect(percentFromCurrent(4000, 2000)).toBe('100%')
    expect(percentFromCurrent(2000, 2000)).toBe('0%')
    expect(percentFromCurrent(1.001, 1)).toBe('0.1%')
    expect(percentFromCurrent(0.99877, 1)).toBe('\u22120.12%')
    expect(percentFromCurrent(3.5, 1)).toBe('250%')
    expect(percentFromCurrent(13.4, 1)).toBe('1.2k%')
    expect(percentFromCurrent(1e6, 1)).toBe('100M%')
    expect(percentFromCurrent(0, 1)).toBe('\u2212100%')
    expect(percentFromCurrent(-3, 1)).toBe('\u2212100%')
  })

  it('say nothing without a price to compare with', () => {
    expect(percentFromCurrent(1, 0)).toBe('')
    expect(percentFromCurrent(1, Number.NaN)).toBe('')
    expect(percentFromCurrent(Number.POSITIVE_INFINITY, 1)).toBe('')
    expect(percentFromCurrent(1e300, 1e-300)).toBe('')
  })

  it('show 0 and ∞ where the range sits at the tick limits', () => {
    expect(handleLabel('min', 5, 10, true)).toBe('0')
    expect(handleLabel('max', 5, 10, true)).toBe('∞')
    expect(handleLabel('max', 20, 10, false)).toBe('100%')
  })
})
