// The pool a new position goes in (spec 2 §4 "Pool state", §5 "Start price"): the pool read from the chain
// when it exists, or, for a pool not created yet, one at the starting price the user types (the price of
// currency A in currency B), which creating the pool will set. A starting price a pool cannot hold (its
// square root outside the SDK's bounds) is 'Invalid price input'.
import { Price, type Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, type FeeAmount, Pool, priceToClosestTick, TickMath } from '@uniswap/v3-sdk'
import JSBI from 'jsbi'
import type { PoolState } from '../../../lib/routing/v3Routing.ts'
import type { MintPoolStatus } from './addBlocker.ts'
import { isFeeTier as isKnownTier } from './feeTierShares.ts'
import { parseTypedPrice } from './typedPrice.ts'

export type MintPool = { status: MintPoolStatus; pool: Pool | null }

export type StartPrice =
  /** Nothing typed, zero, or no number: no price yet. */
  | { kind: 'none' }
  | { kind: 'invalid' }
  /** The pool at the starting price's tick, holding nothing yet. */
  | { kind: 'valid'; pool: Pool }

function isFeeTier(fee: number | null): fee is FeeAmount {
  return fee !== null && isKnownTier(fee)
}

/** The pool of the two tokens and fee as read: INVALID for no pair or no tier, or a state no pool can have. */
export function mintPoolOf(
  tokenA: Token | null,
  tokenB: Token | null,
  fee: number | null,
  state: PoolState,
): MintPool {
  if (!tokenA || !tokenB || tokenA.equals(tokenB) || !isFeeTier(fee)) return { status: 'invalid', pool: null }
  if (state === undefined) return { status: 'loading', pool: null }
  if (state === null || state.sqrtPriceX96 === 0n) return { status: 'not-exists', pool: null }
  try {
    const pool = new Pool(
      tokenA,
      tokenB,
      fee,
      state.sqrtPriceX96.toString(),
      state.liquidity.toString(),
      state.tick,
    )
    return { status: 'exists', pool }
  } catch {
    // A slot0 whose tick does not match its price: nothing to price a position by, and no pool to create.
    return { status: 'invalid', pool: null }
  }
}

/** The starting price typed for a new pool, as quote (B) per base (A). */
export function startPriceOf(text: string, base: Token, quote: Token, fee: number): StartPrice {
  const ratio = parseTypedPrice(text)
  if (ratio === null || ratio.numerator === 0n || !isFeeTier(fee)) return { kind: 'none' }
  const quoteRaw = JSBI.BigInt((ratio.numerator * 10n ** BigInt(quote.decimals)).toString())
  const baseRaw = JSBI.BigInt((ratio.denominator * 10n ** BigInt(base.decimals)).toString())
  const price = new Price(base, quote, baseRaw, quoteRaw)
  const sorted = base.sortsBefore(quote) ? price : price.invert()
  const sqrt = encodeSqrtRatioX96(sorted.numerator, sorted.denominator)
  if (JSBI.lessThan(sqrt, TickMath.MIN_SQRT_RATIO) || JSBI.greaterThanOrEqual(sqrt, TickMath.MAX_SQRT_RATIO))
    return { kind: 'invalid' }
  try {
    const tick = priceToClosestTick(sorted)
    return { kind: 'valid', pool: new Pool(base, quote, fee, TickMath.getSqrtRatioAtTick(tick), 0, tick, []) }
  } catch {
    // The very top of the range: a tick with no tick above it holds no pool.
    return { kind: 'invalid' }
  }
}
