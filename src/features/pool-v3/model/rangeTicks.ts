// The price range of the add form in ticks (spec 2 §4 "Range", "Full range", §5 "Start price", "Range"):
// prices typed in the page's units (quote per base, either token first) become the closest tick snapped to the
// fee's spacing and clamped to the usable limits, where the range shows 0 and ∞; − / + move one spacing.
// All tick math is the v3 SDK's; prices beyond the sqrt-ratio bounds are clamped before it sees them, so no
// input reaches an SDK invariant.
import { Price, type Token } from '@uniswap/sdk-core'
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  priceToClosestTick,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk'
import JSBI from 'jsbi'
import { formatPrice } from '../../../lib/format.ts'
import type { RangeBoundInput, RangeInput, RangeSide } from './mintFormState.ts'
import { type PriceRatio, parseTypedPrice } from './typedPrice.ts'

/** How the page reads prices: one base token priced in the quote token, in a fee tier of this tick spacing. */
export type RangeFrame = { base: Token; quote: Token; spacing: number }

export type RangeTicks =
  /** A bound is empty or no price. */
  | { kind: 'incomplete'; tickLower: number | null; tickUpper: number | null }
  /** 'Invalid range selected. The min price must be lower than the max price.' */
  | { kind: 'invalid'; tickLower: number; tickUpper: number }
  | { kind: 'valid'; tickLower: number; tickUpper: number; atLimit: { lower: boolean; upper: boolean } }

export const RANGE_PRICE_SIGNIFICANT_DIGITS = 5

export function tickLimits(spacing: number): { lower: number; upper: number } {
  return {
    lower: nearestUsableTick(TickMath.MIN_TICK, spacing),
    upper: nearestUsableTick(TickMath.MAX_TICK, spacing),
  }
}

/** Whether the base token sorts after the quote: the page's prices are then the pool's inverted. */
export function isInverted(frame: Pick<RangeFrame, 'base' | 'quote'>): boolean {
  return !frame.base.sortsBefore(frame.quote)
}

/** Any tick as the nearest usable one of the spacing, inside the limits; null for a non-number. */
export function snapTick(tick: number, spacing: number): number | null {
  if (!Number.isFinite(tick)) return null
  const inside = Math.min(Math.max(Math.round(tick), TickMath.MIN_TICK), TickMath.MAX_TICK)
  // + 0 turns a −0 (from rounding a small negative) into the 0 every comparison expects.
  return nearestUsableTick(inside, spacing) + 0
}

/** Raw amounts of token1 per token0 for a price of base in quote, as the page reads it. */
function sortedRaw(ratio: PriceRatio, frame: RangeFrame): { amount0: JSBI; amount1: JSBI } {
  const quoteRaw = ratio.numerator * 10n ** BigInt(frame.quote.decimals)
  const baseRaw = ratio.denominator * 10n ** BigInt(frame.base.decimals)
  const [amount1, amount0] = isInverted(frame) ? [baseRaw, quoteRaw] : [quoteRaw, baseRaw]
  return { amount0: JSBI.BigInt(amount0.toString()), amount1: JSBI.BigInt(amount1.toString()) }
}

/** The tick of a price (quote per base), unsnapped: MIN_TICK or MAX_TICK where the price is beyond them. */
export function priceRatioTick(ratio: PriceRatio, frame: RangeFrame): number {
  const { amount0, amount1 } = sortedRaw(ratio, frame)
  const zero = JSBI.BigInt(0)
  if (JSBI.equal(amount1, zero)) return TickMath.MIN_TICK
  if (JSBI.equal(amount0, zero)) return TickMath.MAX_TICK
  const sqrt = encodeSqrtRatioX96(amount1, amount0)
  if (JSBI.greaterThanOrEqual(sqrt, TickMath.MAX_SQRT_RATIO)) return TickMath.MAX_TICK
  if (JSBI.lessThanOrEqual(sqrt, TickMath.MIN_SQRT_RATIO)) return TickMath.MIN_TICK
  const [token0, token1] = isInverted(frame) ? [frame.quote, frame.base] : [frame.base, frame.quote]
  return priceToClosestTick(new Price(token0, token1, amount0, amount1))
}

/** A typed price as the usable tick it selects; null when the text is no price. */
export function typedPriceTick(text: string, frame: RangeFrame): number | null {
  const ratio = parseTypedPrice(text)
  return ratio === null ? null : snapTick(priceRatioTick(ratio, frame), frame.spacing)
}

/** The pool tick of the range's min (the lower tick, or the upper one when the page's prices are inverted). */
function sideIsLower(side: RangeSide, frame: RangeFrame): boolean {
  return (side === 'min') !== isInverted(frame)
}

export function boundTick(bound: RangeBoundInput, side: RangeSide, frame: RangeFrame): number | null {
  switch (bound.kind) {
    case 'limit': {
      const limits = tickLimits(frame.spacing)
      return sideIsLower(side, frame) ? limits.lower : limits.upper
    }
    case 'tick':
      return snapTick(bound.tick, frame.spacing)
    case 'typed':
      return typedPriceTick(bound.text, frame)
  }
}

export function rangeTicks(range: RangeInput, frame: RangeFrame): RangeTicks {
  const min = boundTick(range.min, 'min', frame)
  const max = boundTick(range.max, 'max', frame)
  const [tickLower, tickUpper] = isInverted(frame) ? [max, min] : [min, max]
  if (tickLower === null || tickUpper === null) return { kind: 'incomplete', tickLower, tickUpper }
  if (tickLower >= tickUpper) return { kind: 'invalid', tickLower, tickUpper }
  const limits = tickLimits(frame.spacing)
  return {
    kind: 'valid',
    tickLower,
    tickUpper,
    atLimit: { lower: tickLower <= limits.lower, upper: tickUpper >= limits.upper },
  }
}

/** The price of a tick in the page's units (quote per whole base token). */
export function tickPrice(tick: number, frame: RangeFrame): Price<Token, Token> {
  return tickToPrice(frame.base, frame.quote, tick)
}

/** What a range input shows for its tick: '0' or '∞' at the limits, else the price to 5 significant digits. */
export function boundText(tick: number | null, side: RangeSide, frame: RangeFrame): string {
  if (tick === null) return ''
  const limits = tickLimits(frame.spacing)
  const inverted = isInverted(frame)
  const atLowestPrice = inverted ? tick >= limits.upper : tick <= limits.lower
  const atHighestPrice = inverted ? tick <= limits.lower : tick >= limits.upper
  if (side === 'min' && atLowestPrice) return '0'
  if (side === 'max' && atHighestPrice) return '∞'
  const price = tickPrice(tick, frame)
  const human = price.asFraction.multiply(price.scalar)
  const numerator = BigInt(human.numerator.toString())
  const denominator = BigInt(human.denominator.toString())
  return formatPrice(numerator, denominator, RANGE_PRICE_SIGNIFICANT_DIGITS, '')
}

/** What the min and max inputs show for a range: the min is the upper tick's price when the page is inverted. */
export function rangeBounds(range: RangeTicks, frame: RangeFrame): { min: string; max: string } {
  const [minTick, maxTick] = isInverted(frame)
    ? [range.tickUpper, range.tickLower]
    : [range.tickLower, range.tickUpper]
  return { min: boundText(minTick, 'min', frame), max: boundText(maxTick, 'max', frame) }
}

/**
 * − (direction −1) lowers the side's price by one tick spacing, + raises it, clamped at the limits. A side not
 * yet set starts from the pool's current tick; without a pool it stays as it is.
 */
export function stepBound(
  range: RangeInput,
  side: RangeSide,
  direction: -1 | 1,
  frame: RangeFrame,
  currentTick: number | null,
): RangeInput {
  const from =
    boundTick(range[side], side, frame) ??
    (currentTick === null ? null : snapTick(currentTick, frame.spacing))
  if (from === null) return range
  const towardHigherTick = isInverted(frame) ? -direction : direction
  const limits = tickLimits(frame.spacing)
  const tick = Math.min(Math.max(from + towardHigherTick * frame.spacing, limits.lower), limits.upper)
  return { ...range, [side]: { kind: 'tick', tick } }
}

/**
 * The range in the units after a rate toggle (base and quote swapped): the old max becomes the new min and
 * the other way round, as the ticks they select. An end that is no price stays as typed.
 */
export function toggledRange(range: RangeInput, frame: RangeFrame): RangeInput {
  const resolved = (bound: RangeBoundInput, side: RangeSide): RangeBoundInput => {
    if (bound.kind === 'limit') return bound
    const tick = boundTick(bound, side, frame)
    return tick === null ? bound : { kind: 'tick', tick }
  }
  return { min: resolved(range.max, 'max'), max: resolved(range.min, 'min') }
}
