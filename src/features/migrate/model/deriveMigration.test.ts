import { Percent, Price } from '@uniswap/sdk-core'
import { Position, priceToClosestTick, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { deriveMigration, type Migration, MOSTLY_REFUNDED } from './deriveMigration.ts'
import { MIGRATE_SLIPPAGE_BPS } from './migrateSlippage.ts'
import {
  LP_BALANCE,
  migrationInputs,
  PAIR,
  poolStateAt,
  RESERVES,
  rangeAround,
  TOTAL_SUPPLY,
  USDC,
  WETH,
} from './test/migrationFixture.ts'

const VALUES = { amount0: 50n * 10n ** 18n, amount1: 100_000n * 10n ** 6n }

function ready(migration: Migration) {
  const { position, deposits, mins, refunds, terms, pool } = migration
  if (migration.blocker || !position || !deposits || !mins || !refunds || !terms || !pool)
    throw new Error(`Not ready: ${migration.blocker}`)
  return { ...migration, position, deposits, mins, refunds, terms, pool }
}

describe('what the LP tokens are worth', () => {
  it('is lpBalance × reserve ÷ totalSupply of each token, rounded down as the pair burns', () => {
    expect(deriveMigration(migrationInputs()).values).toEqual(VALUES)
    const odd = deriveMigration(migrationInputs({ reserves: [10n, 20n], totalSupply: 3n, lpBalance: 2n }))
    expect(odd.values).toEqual({ amount0: 6n, amount1: 13n })
  })

  it('prices the pair at its reserves: 2000 USDC per WETH', () => {
    const { v2Price } = deriveMigration(migrationInputs())
    expect(v2Price?.toSignificant(6)).toBe('2000')
    expect(v2Price?.baseCurrency.equals(WETH) && v2Price.quoteCurrency.equals(USDC)).toBe(true)
  })
})

describe('the v3 pool', () => {
  it('exists: its own price, the difference from v2, no pool to create', () => {
    const migration = ready(deriveMigration(migrationInputs({ poolState: poolStateAt(2010) })))
    expect(migration.poolExists).toBe(true)
    expect(migration.v3Price?.toSignificant(6)).toBe('2010')
    expect(migration.priceDifference?.toFixed(2)).toBe('0.50')
    expect(migration.largePriceDifference).toBe(false)
    expect(migration.terms.createPool).toBeNull()
    expect(migration.warnings).toEqual([])
  })

  it('is new (no pool, or one never initialised): created at the v2 price’s closest tick and its sqrt price', () => {
    for (const poolState of [null, { sqrtPriceX96: 0n, tick: 0, liquidity: 0n }]) {
      const migration = ready(deriveMigration(migrationInputs({ poolState })))
      const tick = priceToClosestTick(new Price(WETH, USDC, RESERVES[0].toString(), RESERVES[1].toString()))
      const sqrtPriceX96 = BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
      expect(migration.poolExists).toBe(false)
      expect(migration.pool.tickCurrent).toBe(tick)
      expect(migration.terms.createPool).toEqual({ sqrtPriceX96 })
      expect(migration.pool.token0Price.toSignificant(4)).toBe('2000')
      expect([migration.v3Price, migration.priceDifference]).toEqual([null, null])
    }
  })

  it('warns from a 2 % price difference either way, and not below it', () => {
    const difference = (price: number) => deriveMigration(migrationInputs({ poolState: poolStateAt(price) }))
    for (const price of [2041, 1959, 2200, 1000]) {
      const migration = difference(price)
      expect(migration.largePriceDifference).toBe(true)
      expect(migration.warnings).toContainEqual({
        kind: 'price-difference',
        difference: migration.priceDifference,
      })
    }
    expect(difference(1959).priceDifference?.lessThan(0)).toBe(true)
    for (const price of [2039, 1961, 2000]) {
      expect(difference(price).largePriceDifference).toBe(false)
      expect(difference(price).warnings).toEqual([])
    }
  })
})

describe('the position', () => {
  it('is what the worth makes in the range at full precision, and the rest is refunded', () => {
    const inputs = migrationInputs()
    const migration = ready(deriveMigration(inputs))
    const expected = Position.fromAmounts({
      pool: migration.pool,
      tickLower: inputs.ticks?.tickLower ?? 0,
      tickUpper: inputs.ticks?.tickUpper ?? 0,
      amount0: VALUES.amount0.toString(),
      amount1: VALUES.amount1.toString(),
      useFullPrecision: true,
    })
    expect(migration.position.liquidity.toString()).toBe(expected.liquidity.toString())
    expect(migration.deposits).toEqual({
      amount0: BigInt(expected.amount0.quotient.toString()),
      amount1: BigInt(expected.amount1.quotient.toString()),
    })
    expect(migration.refunds).toEqual({
      amount0: VALUES.amount0 - migration.deposits.amount0,
      amount1: VALUES.amount1 - migration.deposits.amount1,
    })
    // A range around the price takes all of one side (less a base unit of rounding) and part of the other.
    expect(migration.refunds.amount1).toBeLessThanOrEqual(1n)
    expect(migration.refunds.amount0).toBeGreaterThan(10n ** 17n)
  })

  it('has minimums at the slippage, 0.75 % by default, below what it takes', () => {
    expect(MIGRATE_SLIPPAGE_BPS).toBe(75)
    const at = (slippageBps: number) => ready(deriveMigration(migrationInputs({ slippageBps })))
    const migration = at(75)
    const expected = migration.position.mintAmountsWithSlippage(new Percent(75, 10_000))
    expect(migration.mins).toEqual({
      amount0: BigInt(expected.amount0.toString()),
      amount1: BigInt(expected.amount1.toString()),
    })
    expect(migration.mins.amount0).toBeLessThan(migration.deposits.amount0)
    expect(migration.mins.amount1).toBeLessThan(migration.deposits.amount1)
    expect(at(500).mins.amount0).toBeLessThan(migration.mins.amount0)
    expect(at(0).mins.amount0).toBeGreaterThan(migration.mins.amount0)
  })

  it('carries the terms of the call: the whole LP balance, the pair’s tokens, tier, range and minimums', () => {
    const inputs = migrationInputs()
    const migration = ready(deriveMigration(inputs))
    expect(migration.terms).toEqual({
      pair: PAIR,
      liquidity: LP_BALANCE,
      token0: WETH.address,
      token1: USDC.address,
      fee: 3000,
      tickLower: inputs.ticks?.tickLower,
      tickUpper: inputs.ticks?.tickUpper,
      amount0Min: migration.mins.amount0,
      amount1Min: migration.mins.amount1,
      createPool: null,
    })
  })
})

describe('what the user must see before signing', () => {
  const tick = poolStateAt(2000).tick

  it('a range above the price takes no USDC: all of it is refunded', () => {
    const migration = ready(deriveMigration(migrationInputs({ ticks: rangeAround(tick, -600, 6000) })))
    expect(migration.warnings).toContainEqual({ kind: 'one-sided', emptySide: 'token1' })
    expect(migration.deposits.amount1).toBe(0n)
    expect(migration.refunds.amount1).toBe(VALUES.amount1)
    expect(migration.deposits.amount0).toBeGreaterThan(0n)
  })

  it('a range below the price takes no WETH: all of it is refunded', () => {
    const migration = ready(deriveMigration(migrationInputs({ ticks: rangeAround(tick, 6000, -600) })))
    expect(migration.warnings).toContainEqual({ kind: 'one-sided', emptySide: 'token0' })
    expect(migration.deposits.amount0).toBe(0n)
    expect(migration.refunds.amount0).toBe(VALUES.amount0)
  })

  it('a refund of 99 % of the worth or more (at the v3 price): far from the v2 price, one side barely fits', () => {
    expect(MOSTLY_REFUNDED.toFixed(0)).toBe('99')
    const far = (usdcPerWeth: number) => {
      const poolState = poolStateAt(usdcPerWeth)
      return ready(
        deriveMigration(migrationInputs({ poolState, ticks: rangeAround(poolState.tick, 600, 600) })),
      )
    }
    // At 2000 times the v2 price the WETH is worth nearly everything, and the USDC takes only a sliver of it.
    const migration = far(4_000_000)
    const warning = migration.warnings.find((entry) => entry.kind === 'mostly-refunded')
    expect(warning?.kind === 'mostly-refunded' && warning.refundShare.toFixed(2)).toBe('99.90')
    expect(migration.warnings.map((entry) => entry.kind)).toContain('price-difference')
    // At 200 times about 98.96 % of the worth comes back: just under, no warning.
    expect(far(400_000).warnings.map((entry) => entry.kind)).toEqual(['price-difference'])
    expect(deriveMigration(migrationInputs()).warnings).toEqual([])
  })
})

describe('what cannot be migrated', () => {
  const blocker = (overrides: Parameters<typeof migrationInputs>[0]) =>
    deriveMigration(migrationInputs(overrides)).blocker

  it('waits for every read, and for reads of two blocks to agree (more LP than supply)', () => {
    expect(blocker({ reserves: undefined })).toBe('loading')
    expect(blocker({ totalSupply: undefined })).toBe('loading')
    expect(blocker({ lpBalance: undefined })).toBe('loading')
    expect(blocker({ poolState: undefined })).toBe('loading')
    expect(blocker({ lpBalance: TOTAL_SUPPLY + 1n })).toBe('loading')
  })

  it('a pair without reserves (either side) counts as not found', () => {
    expect(blocker({ reserves: [0n, 0n] })).toBe('empty-pair')
    expect(blocker({ reserves: [0n, RESERVES[1]] })).toBe('empty-pair')
    expect(blocker({ totalSupply: 0n, lpBalance: 0n })).toBe('empty-pair')
    expect(deriveMigration(migrationInputs({ reserves: [0n, 0n] })).values).toBeNull()
  })

  it('failed reads or tokens out of order are no pair; no LP tokens, nothing to migrate', () => {
    expect(blocker({ reserves: null })).toBe('no-pair')
    expect(blocker({ lpBalance: null })).toBe('no-pair')
    expect(blocker({ token0: USDC, token1: WETH })).toBe('no-pair')
    expect(blocker({ token1: WETH })).toBe('no-pair')
    expect(blocker({ lpBalance: 0n })).toBe('no-liquidity')
  })

  it('a fee that is not a tier; a v2 price no pool can be created at (only reserves past uint112 make one)', () => {
    expect(blocker({ fee: 100 })).toBe('invalid-fee')
    const beyond = { poolState: null, totalSupply: 2n ** 60n, lpBalance: 2n ** 50n }
    expect(blocker({ ...beyond, reserves: [1n, 2n ** 140n] })).toBe('invalid-price')
    expect(blocker({ ...beyond, reserves: [2n ** 140n, 1n] })).toBe('invalid-price')
    expect(blocker({ ...beyond, reserves: [1n, 2n ** 112n - 1n] })).toBeNull()
  })

  it('no range yet, an inverted or empty range, ticks off the tier’s spacing or beyond the limits', () => {
    expect(blocker({ ticks: null })).toBe('no-range')
    expect(blocker({ ticks: { tickLower: 600, tickUpper: 600 } })).toBe('invalid-range')
    expect(blocker({ ticks: { tickLower: 1200, tickUpper: 600 } })).toBe('invalid-range')
    expect(blocker({ ticks: { tickLower: 610, tickUpper: 1200 } })).toBe('invalid-range')
    expect(blocker({ ticks: { tickLower: -887_280, tickUpper: 1200 } })).toBe('invalid-range')
    expect(blocker({ ticks: { tickLower: 0.5, tickUpper: 1200 } })).toBe('invalid-range')
    const migration = deriveMigration(migrationInputs({ ticks: null }))
    expect(migration.values).toEqual(VALUES)
    expect(migration.pool).not.toBeNull()
  })

  it('LP worth too little to make any liquidity', () => {
    expect(blocker({ lpBalance: 1n, totalSupply: 10n ** 30n })).toBe('nothing-minted')
  })

  it('refuses a slippage settings could not give (a caller’s bug)', () => {
    expect(() => deriveMigration(migrationInputs({ slippageBps: -1 }))).toThrow(RangeError)
    expect(() => deriveMigration(migrationInputs({ slippageBps: 0.5 }))).toThrow(RangeError)
  })
})
