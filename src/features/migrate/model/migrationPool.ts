// The v2 side of a migration and the v3 pool it goes into (spec 2 §2 "Migrate", §9; the 2021 V3Migrator
// recipe): what the LP tokens are worth (lpBalance × reserve ÷ totalSupply, the pair's own burn), the pair's
// spot price, the v3 pool as read or, when it does not exist yet, the pool that creating it at the v2 price
// makes (the v2 price's closest tick and that tick's sqrt price: the SDK's tick math), and how far the v3
// price is from the v2 price, with the warning from 2 %.
import { Fraction, Percent, Price, type Token } from '@uniswap/sdk-core'
import { type FeeAmount, Pool, priceToClosestTick, TickMath } from '@uniswap/v3-sdk'
import { type PoolState, V3_FEE_TIERS } from '../../../lib/routing/v3Routing.ts'

/** Spec 2 §9: the price difference from which the migrate page warns. */
export const PRICE_DIFFERENCE_WARNING = new Percent(2, 100)

export type MigrationPoolInputs = {
  /** The pair's tokens in its order (token0 sorts before token1). */
  token0: Token
  token1: Token
  /** getReserves: undefined while read, null when the read failed. */
  reserves: readonly [bigint, bigint] | null | undefined
  /** The LP token's supply and the account's LP balance, likewise. */
  totalSupply: bigint | null | undefined
  lpBalance: bigint | null | undefined
  fee: number
  /** The v3 pool's slot0 and liquidity: undefined while read, null when there is no pool. */
  poolState: PoolState
}

export type MigrationPoolBlocker =
  /** A read is pending, or reads of two blocks disagree (more LP than supply) until the next block. */
  | 'loading'
  /** The pair's reads failed: no pair at the address. */
  | 'no-pair'
  /** Spec 2 §4: a pair without reserves counts as not found (and has no price to migrate at). */
  | 'empty-pair'
  /** The account holds none of the pair's LP tokens. */
  | 'no-liquidity'
  /** Not one of the three fee tiers. */
  | 'invalid-fee'
  /** The v2 price is beyond what a v3 pool can be created at. */
  | 'invalid-price'
  /** The v3 pool's slot0 is inconsistent (its tick does not match its price). */
  | 'invalid-pool'

export type MigrationPool = {
  blocker: MigrationPoolBlocker | null
  /** Base units of each token the LP balance stands for: what migrate takes out of the pair. */
  values: { amount0: bigint; amount1: bigint } | null
  /** token1 per token0 in the pair. */
  v2Price: Price<Token, Token> | null
  /** The pool the position goes in: the one read, or the one created at the v2 price. */
  pool: Pool | null
  /** Whether the pool exists already; false means the migration creates it. */
  poolExists: boolean | null
  /** token1 per token0 in the existing pool; null when the pool is created at the v2 price. */
  v3Price: Price<Token, Token> | null
  /** (v3 − v2) ÷ v2, signed; null without an existing pool. */
  priceDifference: Percent | null
  /** The difference is 2 % or more either way. */
  largePriceDifference: boolean
}

const NONE: Omit<MigrationPool, 'blocker'> = {
  values: null,
  v2Price: null,
  pool: null,
  poolExists: null,
  v3Price: null,
  priceDifference: null,
  largePriceDifference: false,
}

function isFeeTier(fee: number): fee is FeeAmount {
  return (V3_FEE_TIERS as readonly number[]).includes(fee)
}

/** The pool created at the v2 price; null when no pool can hold that price. */
function poolAtPrice(price: Price<Token, Token>, fee: FeeAmount): Pool | null {
  try {
    const tick = priceToClosestTick(price)
    return new Pool(
      price.baseCurrency,
      price.quoteCurrency,
      fee,
      TickMath.getSqrtRatioAtTick(tick),
      0,
      tick,
      [],
    )
  } catch {
    // Beyond the sqrt-ratio bounds, or the top tick, which has no tick above it to bound a pool's price.
    return null
  }
}

function readPool(inputs: MigrationPoolInputs, fee: FeeAmount): Pool | null {
  const state = inputs.poolState
  if (!state) return null
  try {
    return new Pool(
      inputs.token0,
      inputs.token1,
      fee,
      state.sqrtPriceX96.toString(),
      state.liquidity.toString(),
      state.tick,
    )
  } catch {
    return null
  }
}

function differenceOf(v3Price: Price<Token, Token>, v2Price: Price<Token, Token>): Percent {
  const difference = v3Price.asFraction.divide(v2Price.asFraction).subtract(new Fraction(1))
  return new Percent(difference.numerator, difference.denominator)
}

function isLarge(difference: Percent): boolean {
  const magnitude = difference.lessThan(0) ? difference.multiply(-1) : difference
  return !magnitude.lessThan(PRICE_DIFFERENCE_WARNING)
}

export function migrationPool(inputs: MigrationPoolInputs): MigrationPool {
  const { token0, token1, reserves, totalSupply, lpBalance, fee, poolState } = inputs
  if (
    reserves === undefined ||
    totalSupply === undefined ||
    lpBalance === undefined ||
    poolState === undefined
  )
    return { blocker: 'loading', ...NONE }
  if (reserves === null || totalSupply === null || lpBalance === null) return { blocker: 'no-pair', ...NONE }
  // A pair holds two tokens in address order; anything else is not what a pair's reads give.
  if (token0.equals(token1) || !token0.sortsBefore(token1)) return { blocker: 'no-pair', ...NONE }
  const [reserve0, reserve1] = reserves
  if (reserve0 <= 0n || reserve1 <= 0n || totalSupply <= 0n) return { blocker: 'empty-pair', ...NONE }
  if (lpBalance > totalSupply) return { blocker: 'loading', ...NONE }
  if (lpBalance <= 0n) return { blocker: 'no-liquidity', ...NONE }
  const values = {
    amount0: (lpBalance * reserve0) / totalSupply,
    amount1: (lpBalance * reserve1) / totalSupply,
  }
  const v2Price = new Price(token0, token1, reserve0.toString(), reserve1.toString())
  const common = { ...NONE, values, v2Price }
  if (!isFeeTier(fee)) return { blocker: 'invalid-fee', ...common }

  // A pool created but never initialised (price 0) is a pool to create: the migrator initialises it.
  const exists = poolState !== null && poolState.sqrtPriceX96 !== 0n
  if (!exists) {
    const pool = poolAtPrice(v2Price, fee)
    return pool
      ? { blocker: null, ...common, pool, poolExists: false }
      : { blocker: 'invalid-price', ...common, poolExists: false }
  }
  const pool = readPool(inputs, fee)
  if (!pool) return { blocker: 'invalid-pool', ...common, poolExists: true }
  const v3Price = pool.token0Price
  const priceDifference = differenceOf(v3Price, v2Price)
  return {
    blocker: null,
    ...common,
    pool,
    poolExists: true,
    v3Price,
    priceDifference,
    largePriceDifference: isLarge(priceDifference),
  }
}
