// The range chart's geometry and rules (spec 2 §5 "Chart brush", §9 "Chart zoom", "Chart size"): its size, the
// zoom levels of each fee tier, the curve in the page's units, what a brushed range writes into the range
// inputs, and the handles' labels. Plain numbers only: the chart draws what this decides.
import type { FeeTier } from './feeTierShares.ts'

export const CHART_SIZE = { width: 400, height: 200 } as const
export const CHART_MARGINS = { top: 10, right: 2, bottom: 20, left: 0 } as const
export const CHART_INNER = {
  width: CHART_SIZE.width - CHART_MARGINS.left - CHART_MARGINS.right,
  height: CHART_SIZE.height - CHART_MARGINS.top - CHART_MARGINS.bottom,
} as const

/** The initial view as multiples of the current price, and how far the view may zoom out and in from it. */
export type ZoomLevel = { initialMin: number; initialMax: number; minZoom: number; maxZoom: number }

export const ZOOM_LEVELS: Readonly<Record<FeeTier, ZoomLevel>> = {
  500: { initialMin: 0.999, initialMax: 1.001, minZoom: 0.00001, maxZoom: 1.5 },
  3000: { initialMin: 0.5, initialMax: 2, minZoom: 0.00001, maxZoom: 20 },
  10000: { initialMin: 0.5, initialMax: 2, minZoom: 0.00001, maxZoom: 20 },
}

/** A step of the drawn curve: from `price` up to the next entry's, `liquidity` is active. */
export type ChartEntry = { price: number; liquidity: number }

/** What the chart needs of a curve point (liquidityCurve's CurvePoint). */
export type CurveSample = { price0: number; activeLiquidity: number }

const isDrawable = (price: number, liquidity: number): boolean =>
  Number.isFinite(price) && price > 0 && Number.isFinite(liquidity) && liquidity >= 0

/**
 * The curve (ascending price of token0 in token1) in the page's units, ascending: the price of currency A in B,
 * turned over when A is token1. Turned over, the step that held from p(i) up to p(i+1) holds from 1/p(i+1) up
 * to 1/p(i), so each inverted point carries the liquidity of the step below it. Points that cannot be drawn
 * (no positive finite price, no finite liquidity) are left out.
 */
export function chartSeries(curve: readonly CurveSample[], inverted: boolean): ChartEntry[] {
  const entries: ChartEntry[] = []
  if (!inverted) {
    for (const point of curve)
      if (isDrawable(point.price0, point.activeLiquidity))
        entries.push({ price: point.price0, liquidity: point.activeLiquidity })
    return entries
  }
  for (let i = curve.length - 1; i >= 0; i--) {
    const point = curve[i] as CurveSample
    const below = curve[i - 1] ?? point
    const price = 1 / point.price0
    if (isDrawable(price, below.activeLiquidity)) entries.push({ price, liquidity: below.activeLiquidity })
  }
  return entries
}

/** The entries drawn between `lo` and `hi`: those inside, plus the step that starts left of `lo`. */
export function visibleEntries(series: readonly ChartEntry[], lo: number, hi: number): readonly ChartEntry[] {
  if (series.length === 0 || !(lo <= hi)) return []
  // The first entry above lo, by bisection (the series is ascending).
  let start = 0
  let end = series.length
  while (start < end) {
    const middle = (start + end) >>> 1
    if ((series[middle] as ChartEntry).price <= lo) start = middle + 1
    else end = middle
  }
  const first = Math.max(0, start - 1)
  let last = first
  while (last < series.length && (series[last] as ChartEntry).price <= hi) last++
  // One entry past hi closes the last visible step.
  return series.slice(first, Math.min(series.length, last + 1))
}

/** A step as drawn: from pixel `x` to the next step's, `liquidity` is active. */
export type PixelStep = { x: number; liquidity: number }

/**
 * The steps in pixels, with those that start within one pixel of each other merged: the highest liquidity among
 * them from the first, then the last one's from where it starts (so what follows is still right). A path then
 * has at most two points a pixel however far the chart is zoomed out, and what it looks like does not change.
 */
export function pixelSteps(entries: readonly ChartEntry[], toPixel: (price: number) => number): PixelStep[] {
  const steps: PixelStep[] = []
  let group: { x: number; top: number; lastX: number; last: number } | null = null
  const close = () => {
    if (!group) return
    steps.push({ x: group.x, liquidity: group.top })
    if (group.last !== group.top) steps.push({ x: group.lastX, liquidity: group.last })
  }
  for (const entry of entries) {
    const x = toPixel(entry.price)
    if (!Number.isFinite(x)) continue
    if (group && x - group.x < 1) {
      group.top = Math.max(group.top, entry.liquidity)
      group.lastX = x
      group.last = entry.liquidity
      continue
    }
    close()
    group = { x, top: entry.liquidity, lastX: x, last: entry.liquidity }
  }
  close()
  return steps
}

/** The prices a drawn area spans, and how many pixels wide it is drawn. */
export type PathWindow = { lo: number; hi: number; width: number }

const WINDOW_UNITS = 5

/**
 * Where to draw the area for a view `viewWidth` pixels wide, so that zooming and panning mostly only move it: a
 * window of five units, a unit being the view's span rounded down to a power of two, starting a unit left of the
 * view on a multiple of the unit. It covers the view with at least a unit to spare each side, and it is drawn at
 * least as finely as the view shows it (the view spans one to two units); a step of the zoom usually lands in
 * the same window. Null for a view that is no interval.
 */
export function pathWindow(viewLo: number, viewHi: number, viewWidth: number): PathWindow | null {
  const span = viewHi - viewLo
  if (!Number.isFinite(viewLo) || !Number.isFinite(span) || !(span > 0)) return null
  const unit = 2 ** Math.floor(Math.log2(span))
  if (!(unit > 0) || !Number.isFinite(unit)) return null
  const lo = (Math.floor(viewLo / unit) - 1) * unit
  return { lo, hi: lo + WINDOW_UNITS * unit, width: WINDOW_UNITS * viewWidth }
}

/** The view the chart opens on: the tier's initial multiples of the current price; null without a price. */
export function initialDomain(current: number, fee: FeeTier): [number, number] | null {
  if (!Number.isFinite(current) || current <= 0) return null
  const level = ZOOM_LEVELS[fee]
  return [current * level.initialMin, current * level.initialMax]
}

/**
 * The prices the unzoomed chart spans: the initial view around the current price; without a usable price, the
 * curve's prices (or 0 to 1 for no curve), so that odd data still draws.
 */
export function chartDomain(current: number, fee: FeeTier, series: readonly ChartEntry[]): [number, number] {
  const initial = initialDomain(current, fee)
  if (initial !== null) return initial
  const first = series[0]?.price
  const last = series.at(-1)?.price
  if (first === undefined || last === undefined) return [0, 1]
  return first < last ? [first, last] : [first / 2, first * 2]
}

/**
 * Where the brush's ends sit, in pixels of a chart `width` wide: at the edge for a side at its tick limit (0 or
 * ∞) and for a price outside the view, so that a range is always drawn; null for no range.
 */
export function brushPixels(
  domain: readonly [number, number] | null,
  atLimit: { min: boolean; max: boolean },
  toPixel: (price: number) => number,
  width: number,
): [number, number] | null {
  if (domain === null || Number.isNaN(domain[0]) || Number.isNaN(domain[1])) return null
  const [lo, hi] = domain[1] < domain[0] ? [domain[1], domain[0]] : domain
  const clamp = (px: number) => (Number.isNaN(px) ? 0 : Math.min(width, Math.max(0, px)))
  return [atLimit.min ? 0 : clamp(toPixel(lo)), atLimit.max ? width : clamp(toPixel(hi))]
}

/** The brush writes upper bounds below this (spec §5). */
export const BRUSH_PRICE_CEILING = 1e35
// The largest double below the ceiling.
const BRUSH_MAX_PRICE = 9.999999999999998e34
const BRUSH_DECIMALS = 6
const BRUSH_SIGNIFICANT_DIGITS = 6
// toFixed takes at most 100 digits; prices that small are beyond every pool's ticks anyway.
const MAX_DECIMALS = 100

// A number of 1e21 or more as JS writes it (shortest round trip, '1e+34'), with the exponent written out.
function plainInteger(price: number): string {
  const [mantissa = '', exponent = '0'] = String(price).split('e+')
  const [whole = '', fraction = ''] = mantissa.split('.')
  return `${whole}${fraction}${'0'.repeat(Number(exponent) - fraction.length)}`
}

/**
 * A positive price as plain decimal text, never in exponent notation: 6 decimals, more where a price below 0.1
 * needs them to keep 6 significant digits (a pair priced at 1e-12 must not be written as 0.000000).
 */
function brushPriceText(price: number): string {
  if (price >= 1e21) return `${plainInteger(price)}.${'0'.repeat(BRUSH_DECIMALS)}`
  const magnitude = Math.floor(Math.log10(price))
  const decimals = Math.min(MAX_DECIMALS, Math.max(BRUSH_DECIMALS, BRUSH_SIGNIFICANT_DIGITS - 1 - magnitude))
  return price.toFixed(decimals)
}

// Spec §5: a lower bound at or below zero becomes this.
const MIN_TEXT = '0.000001'

function lowerText(price: number): string {
  return Number.isNaN(price) || price <= 0 ? MIN_TEXT : brushPriceText(Math.min(price, BRUSH_MAX_PRICE))
}

function upperText(price: number): string {
  if (Number.isNaN(price) || price >= BRUSH_PRICE_CEILING) return brushPriceText(BRUSH_MAX_PRICE)
  return price <= 0 ? MIN_TEXT : brushPriceText(price)
}

/**
 * The range inputs' texts for a brushed range (spec §5 "Chart brush"): the lower end at or below zero becomes
 * 0.000001, the upper end stays below 1e35; either order of the ends is accepted.
 */
export function brushToBounds(domain: readonly [number, number]): { min: string; max: string } {
  const [a, b] = domain
  const [lo, hi] = b < a ? [b, a] : [a, b]
  return { min: lowerText(lo), max: upperText(hi) }
}

/** How the brush moved: a handle, the whole selection, or the reset button. */
export type BrushMode = 'handle' | 'drag' | 'reset'

/**
 * The range inputs a brush change writes: both bounds, except that dragging the whole selection leaves a bound
 * at its limit (0 or ∞, a full range side) where it is; a handle or the reset button moves it off the limit.
 */
export function brushBoundsUpdate(
  domain: readonly [number, number],
  mode: BrushMode,
  atLimit: { min: boolean; max: boolean },
): { min?: string; max?: string } {
  const bounds = brushToBounds(domain)
  if (mode !== 'drag') return bounds
  return {
    ...(atLimit.min ? {} : { min: bounds.min }),
    ...(atLimit.max ? {} : { max: bounds.max }),
  }
}

const SI_PREFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'] as const
const MINUS = '\u2212'

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

// Within ±1 %: up to two decimals; beyond: two significant digits with an SI prefix (1.2k %), as the peers show it.
function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return ''
  const size = Math.abs(percent)
  const sign = percent < 0 ? MINUS : ''
  if (size <= 1) {
    const text = trimZeros(size.toFixed(2))
    return text === '0' ? '0%' : `${sign}${text}%`
  }
  let scaled = Number(size.toPrecision(2))
  let group = 0
  while (scaled >= 1000 && group < SI_PREFIXES.length - 1) {
    scaled /= 1000
    group++
  }
  const mantissa = trimZeros(Number(scaled.toPrecision(2)).toFixed(1))
  return `${sign}${mantissa}${SI_PREFIXES[group]}%`
}

/** How far `price` lies from the current price, as a handle's label ('−50%', '0.1%', '1.2k%'); '' without one. */
export function percentFromCurrent(price: number, current: number): string {
  if (!Number.isFinite(price) || !Number.isFinite(current) || current <= 0) return ''
  return formatPercent((Math.max(price, 0) / current - 1) * 100)
}

/** A handle's label: '0' and '∞' where the range's side sits at the tick limit, else the percent from the price. */
export function handleLabel(side: 'min' | 'max', price: number, current: number, atLimit: boolean): string {
  if (atLimit) return side === 'min' ? '0' : '∞'
  return percentFromCurrent(price, current)
}
