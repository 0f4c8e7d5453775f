// A v2 (or fork) position migrated into a v3 range (spec 2 §2 "Migrate", §4, §5, §9; the 2021 V3Migrator
// recipe): the position the LP tokens' worth makes in the range (the SDK's Position.fromAmounts at full
// precision), the minimums at the migration slippage (0.75 % unless the user set one), what comes back
// (worth − position amount: the WETH side as ETH), and what the user must see before signing: a range that
// takes nothing of one side, a refund of almost everything (99 % of the worth or more, valued at the v3
// pool's price), the v3 / v2 price difference. The terms are what the migrate call carries.
import { type Fraction, Percent } from '@uniswap/sdk-core'
import { type Pool, Position, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import JSBI from 'jsbi'
import type { Address } from 'viem'
import { type MigrationPool, type MigrationPoolInputs, migrationPool } from './migrationPool.ts'

/** A refund worth this share of what is migrated, or more, is "almost everything" (99 %). */
export const MOSTLY_REFUNDED = new Percent(99, 100)
const BPS = 10_000

export type Ticks = { tickLower: number; tickUpper: number }
type Amounts = { amount0: bigint; amount1: bigint }

export type MigrationInputs = MigrationPoolInputs & {
  pair: Address
  /** The range chosen (Full Range included); null while it is incomplete. */
  ticks: Ticks | null
  slippageBps: number
}

export type MigrationBlocker =
  | NonNullable<MigrationPool['blocker']>
  /** No range chosen yet. */
  | 'no-range'
  /** 'Invalid range selected. The min price must be lower than the max price.' (or ticks the tier cannot hold). */
  | 'invalid-range'
  /** The worth makes no liquidity in the range (too little of the side it needs): the migration would fail. */
  | 'nothing-minted'

export type MigrationWarning =
  /** The range lies beyond the price: the position takes none of `emptySide`, all of it is refunded. */
  | { kind: 'one-sided'; emptySide: 'token0' | 'token1' }
  /** The refund is 99 % or more of what is migrated. */
  | { kind: 'mostly-refunded'; refundShare: Percent }
  /** v3 and v2 prices differ by 2 % or more. */
  | { kind: 'price-difference'; difference: Percent }

/** What the migrate call carries (buildMigrateCall): the confirmed snapshot of the derivation. */
export type MigrateTerms = {
  pair: Address
  /** The whole LP balance (the call migrates 100 % of it). */
  liquidity: bigint
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  amount0Min: bigint
  amount1Min: bigint
  /** The price to create the pool at; null when it exists. */
  createPool: { sqrtPriceX96: bigint } | null
}

export type Migration = Omit<MigrationPool, 'blocker'> & {
  blocker: MigrationBlocker | null
  position: Position | null
  /** Base units the position takes of each token. */
  deposits: Amounts | null
  /** The least the position may take at the slippage, else the migration reverts. */
  mins: Amounts | null
  /** Base units that come back: the WETH side as ETH. */
  refunds: Amounts | null
  warnings: MigrationWarning[]
  terms: MigrateTerms | null
}

const big = (value: JSBI) => BigInt(value.toString())

/** The range as ticks the fee's pools can hold; null otherwise. */
function validTicks(ticks: Ticks, fee: number): Ticks | null {
  const spacing = (TICK_SPACINGS as Partial<Record<number, number>>)[fee]
  const { tickLower, tickUpper } = ticks
  if (spacing === undefined || !Number.isSafeInteger(tickLower) || !Number.isSafeInteger(tickUpper))
    return null
  if (tickLower >= tickUpper || tickLower < TickMath.MIN_TICK || tickUpper > TickMath.MAX_TICK) return null
  return tickLower % spacing === 0 && tickUpper % spacing === 0 ? ticks : null
}

/** Which side the range takes none of at the pool's price (Position's own comparison of sqrt prices). */
function emptySideOf(pool: Pool, ticks: Ticks): 'token0' | 'token1' | null {
  if (JSBI.lessThanOrEqual(pool.sqrtRatioX96, TickMath.getSqrtRatioAtTick(ticks.tickLower))) return 'token1'
  if (JSBI.greaterThanOrEqual(pool.sqrtRatioX96, TickMath.getSqrtRatioAtTick(ticks.tickUpper)))
    return 'token0'
  return null
}

/** Both amounts' worth in token1 at the pool's price, exactly. */
function worthIn1(pool: Pool, amounts: Amounts): Fraction {
  return pool.token0Price.asFraction.multiply(amounts.amount0.toString()).add(amounts.amount1.toString())
}

function positionWarnings(pool: Pool, ticks: Ticks, values: Amounts, refunds: Amounts): MigrationWarning[] {
  const warnings: MigrationWarning[] = []
  const emptySide = emptySideOf(pool, ticks)
  if (emptySide) warnings.push({ kind: 'one-sided', emptySide })
  const worth = worthIn1(pool, values)
  if (JSBI.greaterThan(worth.numerator, JSBI.BigInt(0))) {
    const share = worthIn1(pool, refunds).divide(worth)
    const refundShare = new Percent(share.numerator, share.denominator)
    if (!refundShare.lessThan(MOSTLY_REFUNDED)) warnings.push({ kind: 'mostly-refunded', refundShare })
  }
  return warnings
}

export function deriveMigration(inputs: MigrationInputs): Migration {
  const { slippageBps } = inputs
  // Settings hand over a validated slippage; anything else is a caller's bug, not a user's input.
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > BPS)
    throw new RangeError(`Invalid slippage: ${slippageBps} bps`)
  const base = migrationPool(inputs)
  const none = { position: null, deposits: null, mins: null, refunds: null, terms: null }
  const priceWarning: MigrationWarning[] =
    base.largePriceDifference && base.priceDifference
      ? [{ kind: 'price-difference', difference: base.priceDifference }]
      : []
  const { pool, values } = base
  if (base.blocker || !pool || !values) return { ...base, ...none, warnings: priceWarning }
  if (!inputs.ticks) return { ...base, ...none, blocker: 'no-range', warnings: priceWarning }
  const ticks = validTicks(inputs.ticks, pool.fee)
  if (!ticks) return { ...base, ...none, blocker: 'invalid-range', warnings: priceWarning }

  const position = Position.fromAmounts({
    pool,
    ...ticks,
    amount0: values.amount0.toString(),
    amount1: values.amount1.toString(),
    useFullPrecision: true,
  })
  if (JSBI.equal(position.liquidity, JSBI.BigInt(0)))
    return { ...base, ...none, blocker: 'nothing-minted', warnings: priceWarning }
  const deposits = { amount0: big(position.amount0.quotient), amount1: big(position.amount1.quotient) }
  const slippage = minsAt(position, slippageBps)
  const refunds = {
    amount0: positive(values.amount0 - deposits.amount0),
    amount1: positive(values.amount1 - deposits.amount1),
  }
  const terms: MigrateTerms = {
    pair: inputs.pair,
    liquidity: inputs.lpBalance ?? 0n,
    token0: pool.token0.address as Address,
    token1: pool.token1.address as Address,
    fee: pool.fee,
    tickLower: ticks.tickLower,
    tickUpper: ticks.tickUpper,
    amount0Min: slippage.amount0,
    amount1Min: slippage.amount1,
    createPool: base.poolExists ? null : { sqrtPriceX96: big(pool.sqrtRatioX96) },
  }
  return {
    ...base,
    blocker: null,
    position,
    deposits,
    mins: slippage,
    refunds,
    warnings: [...positionWarnings(pool, ticks, values, refunds), ...priceWarning],
    terms,
  }
}

function minsAt(position: Position, slippageBps: number): Amounts {
  const { amount0, amount1 } = position.mintAmountsWithSlippage(new Percent(slippageBps, BPS))
  return { amount0: big(amount0), amount1: big(amount1) }
}

// The position's amounts are rounded down from the worth, so never above it; the floor only keeps a refund
// from ever reading negative.
const positive = (value: bigint) => (value > 0n ? value : 0n)
