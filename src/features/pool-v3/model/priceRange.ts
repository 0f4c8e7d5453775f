// A position's price range as the position page and cards show it (spec 2 §2, §5): min and max price of the
// base token in the quote token, either way round, with '0' and '∞' where a bound sits at the tick limit of
// its fee tier (a full-range position).
import type { Fraction, Price, Token } from '@uniswap/sdk-core'
import { nearestUsableTick, type Pool, TickMath, tickToPrice } from '@uniswap/v3-sdk'
import { formatPrice } from '../../../lib/format.ts'
import { tickSpacingOf } from './sdkPosition.ts'

export type PriceRange = {
  base: Token
  quote: Token
  /** The quote paid for one base at the range's low end, and at its high end. */
  lower: Price<Token, Token>
  upper: Price<Token, Token>
  lowerAtLimit: boolean
  upperAtLimit: boolean
}

type RangeTerms = { fee: number; tickLower: number; tickUpper: number }

/** Whether each tick sits at the lowest or highest usable tick of the fee's spacing. */
export function ticksAtLimit(terms: RangeTerms): { lower: boolean; upper: boolean } {
  const spacing = tickSpacingOf(terms.fee)
  if (spacing === null) return { lower: false, upper: false }
  return {
    lower: terms.tickLower <= nearestUsableTick(TickMath.MIN_TICK, spacing),
    upper: terms.tickUpper >= nearestUsableTick(TickMath.MAX_TICK, spacing),
  }
}

/**
 * The range priced in token1 per token0, or (inverted) token0 per token1, where the high tick gives the low
 * price and the limits swap sides with it.
 */
export function priceRangeOf(
  terms: RangeTerms,
  tokens: readonly [Token, Token],
  inverted: boolean,
): PriceRange {
  const [token0, token1] = tokens
  const limits = ticksAtLimit(terms)
  if (!inverted)
    return {
      base: token0,
      quote: token1,
      lower: tickToPrice(token0, token1, terms.tickLower),
      upper: tickToPrice(token0, token1, terms.tickUpper),
      lowerAtLimit: limits.lower,
      upperAtLimit: limits.upper,
    }
  return {
    base: token1,
    quote: token0,
    lower: tickToPrice(token1, token0, terms.tickUpper),
    upper: tickToPrice(token1, token0, terms.tickLower),
    lowerAtLimit: limits.upper,
    upperAtLimit: limits.lower,
  }
}

const PRICE_SIGNIFICANT_DIGITS = 5

// The quote per whole base token (the raw ratio scaled by the tokens' decimals).
function humanPrice(price: Price<Token, Token>): Fraction {
  return price.asFraction.multiply(price.scalar)
}

/** A price as the range shows it (5 significant digits, thousands grouped). */
export function formatRangePrice(price: Price<Token, Token>): string {
  const adjusted = humanPrice(price)
  return formatPrice(
    BigInt(adjusted.numerator.toString()),
    BigInt(adjusted.denominator.toString()),
    PRICE_SIGNIFICANT_DIGITS,
  )
}

export function formatRangeBounds(range: PriceRange): { min: string; max: string } {
  return {
    min: range.lowerAtLimit ? '0' : formatRangePrice(range.lower),
    max: range.upperAtLimit ? '∞' : formatRangePrice(range.upper),
  }
}

/** The pool's current price in the range's orientation. */
export function currentPriceOf(pool: Pool, range: Pick<PriceRange, 'base'>): Price<Token, Token> {
  return pool.priceOf(range.base)
}

/**
 * Which way round a position reads best (the 2021 interface's rule): a stablecoin as token0 becomes the quote,
 * a wrapped native or BTC token as token1 becomes the base, and a range priced below 1 throughout is turned
 * over; otherwise token1 per token0.
 */
export function defaultInverted(
  terms: RangeTerms,
  tokens: readonly [Token, Token],
  preferred: { quotes: readonly Token[]; bases: readonly Token[] },
): boolean {
  const [token0, token1] = tokens
  if (preferred.quotes.some((token) => token.equals(token0))) return true
  if (preferred.bases.some((token) => token.equals(token1))) return true
  return humanPrice(tickToPrice(token0, token1, terms.tickUpper)).lessThan(1)
}
