// Property test: whatever the chain reports for the pair and the pool (a pair at a URL address is any
// contract's answer until proven otherwise) and whatever range is chosen, the derivation never throws; when
// it allows a migration, what goes in plus what comes back is exactly what the LP tokens are worth, and the
// minimums never ask for more than goes in.
import { TickMath } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import JSBI from 'jsbi'
import { describe, expect, it } from 'vitest'
import type { PoolState } from '../../../lib/routing/v3Routing.ts'
import { deriveMigration } from './deriveMigration.ts'
import { migrationInputs } from './test/migrationFixture.ts'

const UINT112 = 2n ** 112n - 1n
const MIN_SQRT = BigInt(TickMath.MIN_SQRT_RATIO.toString())
const MAX_SQRT = BigInt(TickMath.MAX_SQRT_RATIO.toString())

const amount = fc.oneof(fc.bigInt({ min: 0n, max: UINT112 }), fc.bigInt({ min: 0n, max: 10n ** 24n }))
const consistentPool = fc.bigInt({ min: MIN_SQRT, max: MAX_SQRT - 1n }).map((sqrtPriceX96) => ({
  sqrtPriceX96,
  tick: TickMath.getTickAtSqrtRatio(JSBI.BigInt(sqrtPriceX96.toString())),
  liquidity: 10n ** 18n,
}))
const poolState: fc.Arbitrary<PoolState> = fc.oneof(
  consistentPool,
  fc.record({
    sqrtPriceX96: fc.bigInt({ min: 0n, max: 2n ** 160n - 1n }),
    tick: fc.integer({ min: -887_272, max: 887_272 }),
    liquidity: fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
  }),
  fc.constant(null),
  fc.constant(undefined),
)
const tick = fc.oneof(
  fc.integer({ min: -14_788, max: 14_788 }).map((step) => step * 60),
  fc.integer({ min: -900_000, max: 900_000 }),
)

/** A pair and range as a real chain and the range selector give them: a share of the supply, a 0.3 % range. */
const plausible = fc
  .record({
    reserves: fc.tuple(fc.bigInt({ min: 1n, max: UINT112 }), fc.bigInt({ min: 1n, max: UINT112 })),
    totalSupply: fc.bigInt({ min: 1000n, max: UINT112 }),
    share: fc.integer({ min: 1, max: 1000 }),
    poolState: fc.oneof(consistentPool, fc.constant(null)),
    bounds: fc.uniqueArray(fc.integer({ min: -14_788, max: 14_788 }), { minLength: 2, maxLength: 2 }),
    slippageBps: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ totalSupply, share, bounds, ...rest }) => {
    const [tickLower, tickUpper] = [...bounds].sort((a, b) => a - b).map((step) => step * 60)
    return {
      ...rest,
      totalSupply,
      lpBalance: (totalSupply * BigInt(share)) / 1000n,
      ticks: { tickLower: tickLower ?? 0, tickUpper: tickUpper ?? 0 },
    }
  })

describe('deriveMigration on any chain state and range', () => {
  it('never throws, whatever the reads and the range', () => {
    fc.assert(
      fc.property(
        fc.tuple(amount, amount),
        amount,
        amount,
        poolState,
        fc.constantFrom(500, 3000, 10_000, 100),
        fc.option(fc.record({ tickLower: tick, tickUpper: tick })),
        fc.integer({ min: 0, max: 5000 }),
        (reserves, totalSupply, lpBalance, state, fee, ticks, slippageBps) => {
          deriveMigration(
            migrationInputs({ reserves, totalSupply, lpBalance, poolState: state, fee, ticks, slippageBps }),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('splits the worth of an allowed migration exactly into deposits and refunds, minimums within deposits', () => {
    let allowed = 0
    fc.assert(
      fc.property(plausible, (inputs) => {
        const migration = deriveMigration(migrationInputs(inputs))
        if (migration.blocker !== null) return
        allowed++
        const { values, deposits, refunds, mins, terms } = migration
        if (!values || !deposits || !refunds || !mins || !terms)
          throw new Error('An allowed migration lacks a part')
        expect(deposits.amount0 + refunds.amount0).toBe(values.amount0)
        expect(deposits.amount1 + refunds.amount1).toBe(values.amount1)
        expect(mins.amount0 <= deposits.amount0 + 1n && mins.amount1 <= deposits.amount1 + 1n).toBe(true)
        expect(terms.liquidity).toBe(inputs.lpBalance)
        expect([terms.tickLower, terms.tickUpper]).toEqual([inputs.ticks.tickLower, inputs.ticks.tickUpper])
      }),
      { numRuns: 200 },
    )
    // Most plausible inputs do migrate; the property above is not vacuous.
    expect(allowed).toBeGreaterThan(100)
  })
})
