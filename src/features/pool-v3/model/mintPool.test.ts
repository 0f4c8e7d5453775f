import { priceToClosestTick, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { mintPoolOf, startPriceOf } from './mintPool.ts'
import { DAI, USDC, WETH, wethDaiPool } from './test/positionFixture.ts'

const live = wethDaiPool()
const state = {
  sqrtPriceX96: BigInt(live.sqrtRatioX96.toString()),
  tick: live.tickCurrent,
  liquidity: BigInt(live.liquidity.toString()),
}

describe('mintPoolOf (spec 2 §4 "Pool state")', () => {
  it('is INVALID without two different tokens or with a fee that is no tier', () => {
    expect(mintPoolOf(null, DAI, 3000, state).status).toBe('invalid')
    expect(mintPoolOf(DAI, DAI, 3000, state).status).toBe('invalid')
    expect(mintPoolOf(WETH, DAI, null, state).status).toBe('invalid')
    expect(mintPoolOf(WETH, DAI, 100, state).status).toBe('invalid')
  })

  it('is LOADING while read, NOT_EXISTS without a pool or a price', () => {
    expect(mintPoolOf(WETH, DAI, 3000, undefined)).toEqual({ status: 'loading', pool: null })
    expect(mintPoolOf(WETH, DAI, 3000, null)).toEqual({ status: 'not-exists', pool: null })
    expect(mintPoolOf(WETH, DAI, 3000, { ...state, sqrtPriceX96: 0n })).toEqual({
      status: 'not-exists',
      pool: null,
    })
  })

  it('is EXISTS with the pool read, in either token order', () => {
    const read = mintPoolOf(WETH, DAI, 3000, state)
    expect(read.status).toBe('exists')
    expect(read.pool?.token0).toBe(DAI)
    expect(read.pool?.priceOf(WETH).toSignificant(4)).toBe('2000')
  })

  it('is INVALID for a slot0 whose tick does not fit its price', () => {
    expect(mintPoolOf(WETH, DAI, 3000, { ...state, tick: state.tick + 100 }).status).toBe('invalid')
  })
})

describe('startPriceOf (spec 2 §5 "Start price")', () => {
  it('puts a new pool at the tick of the price typed as B per A', () => {
    const start = startPriceOf('2000', WETH, DAI, 3000)
    if (start.kind !== 'valid') throw new Error(start.kind)
    expect(start.pool.liquidity.toString()).toBe('0')
    expect(start.pool.priceOf(WETH).toSignificant(3)).toBe('2000')
    expect(start.pool.sqrtRatioX96.toString()).toBe(
      TickMath.getSqrtRatioAtTick(start.pool.tickCurrent).toString(),
    )
    const other = startPriceOf('0.0005', DAI, WETH, 3000)
    expect(other.kind === 'valid' && other.pool.tickCurrent).toBe(start.pool.tickCurrent)
  })

  it('reads the price in whole tokens whatever the decimals', () => {
    const start = startPriceOf('2000', WETH, USDC, 500)
    if (start.kind !== 'valid') throw new Error(start.kind)
    expect(start.pool.priceOf(WETH).toSignificant(3)).toBe('2000')
    expect(start.pool.tickCurrent).toBe(priceToClosestTick(start.pool.priceOf(WETH)))
  })

  it('is no price for nothing, zero or no number', () => {
    for (const text of ['', '.', '0', '0.00', '-5', 'abc'])
      expect(startPriceOf(text, WETH, DAI, 3000).kind).toBe('none')
  })

  it("is 'Invalid price input' beyond what a pool can hold", () => {
    for (const text of ['1e40', '1e-40', '9'.repeat(80)])
      expect(startPriceOf(text, WETH, DAI, 3000).kind).toBe('invalid')
  })
})
