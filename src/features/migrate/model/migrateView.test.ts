import { describe, expect, it } from 'vitest'
import { deriveMigration } from './deriveMigration.ts'
import { migrateView } from './migrateView.ts'
import { migrationInputs, poolStateAt, rangeAround, USDC, WETH } from './test/migrationFixture.ts'

const wrappedNative = { address: WETH.address, nativeSymbol: 'ETH' }

describe('what the migrate page shows', () => {
  it("the LP tokens' worth, both prices, their difference, the deposits, and the WETH refund as ETH", () => {
    // The v3 pool at 2,100 USDC per WETH against the pair's 2,000: 5 % apart.
    const pool = poolStateAt(2100)
    const migration = deriveMigration(
      migrationInputs({ poolState: pool, ticks: rangeAround(pool.tick, 600, 6000) }),
    )
    const view = migrateView({ migration, token0: WETH, token1: USDC, inverted: false, wrappedNative })
    expect(view.symbols).toEqual({ token0: 'WETH', token1: 'USDC' })
    expect(view.refundSymbols).toEqual({ token0: 'ETH', token1: 'USDC' })
    expect(view.values).toEqual({ token0: '50', token1: '100000' })
    expect(view.v2Price).toBe('2000')
    expect(Number(view.v3Price)).toBeCloseTo(2100, -1)
    expect(view.priceDifference).toMatch(/^5\.\d\d%$/)
    expect(view.deposits).not.toBeNull()
    expect(view.refunds).not.toBeNull()
  })

  it('prices turn round with the rate toggle; a new pool has no v3 price and no difference', () => {
    const migration = deriveMigration(migrationInputs({ poolState: null }))
    const view = migrateView({ migration, token0: WETH, token1: USDC, inverted: true, wrappedNative: null })
    expect(view.v2Price).toBe('0.0005')
    expect(view.v3Price).toBeNull()
    expect(view.priceDifference).toBeNull()
    expect(view.refundSymbols).toEqual({ token0: 'WETH', token1: 'USDC' })
  })

  it('nothing to show of amounts while the derivation has none', () => {
    const migration = deriveMigration(migrationInputs({ reserves: undefined }))
    const view = migrateView({ migration, token0: WETH, token1: USDC, inverted: false, wrappedNative })
    expect(view.values).toBeNull()
    expect(view.deposits).toBeNull()
    expect(view.refunds).toBeNull()
    expect(view.v2Price).toBeNull()
  })
})
