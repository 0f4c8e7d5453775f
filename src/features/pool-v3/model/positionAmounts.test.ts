import { CurrencyAmount, Price } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { feeAmounts, pooledAmounts, usdValueOf } from './positionAmounts.ts'
import { sdkPosition } from './sdkPosition.ts'
import { DAI, ETH, position25, TERMS_25, USDC, WETH, wethDaiPool } from './test/positionFixture.ts'

const E18 = 10n ** 18n
const raw = (amount: { quotient: { toString(): string } }) => BigInt(amount.quotient.toString())

describe('pooledAmounts', () => {
  it('an in-range position holds both tokens, split by value at the pool price', () => {
    const { amount0, amount1, split } = pooledAmounts(position25())
    expect(amount0.currency).toBe(DAI)
    expect(amount1.currency).toBe(WETH)
    expect(raw(amount0)).toBeGreaterThan(0n)
    expect(raw(amount1)).toBeGreaterThan(0n)
    expect(split && split.percent0 > 0 && split.percent0 < 100).toBe(true)
    expect((split?.percent0 ?? 0) + (split?.percent1 ?? 0)).toBe(100)
  })

  it('above its range (ETH at 3,000 DAI) it holds only token0: 100 / 0', () => {
    const { amount1, split } = pooledAmounts(position25(wethDaiPool(3000n)))
    expect(raw(amount1)).toBe(0n)
    expect(split).toEqual({ percent0: 100, percent1: 0 })
  })

  it('below its range (ETH at 1,000 DAI) it holds only token1: 0 / 100', () => {
    const { amount0, split } = pooledAmounts(position25(wethDaiPool(1000n)))
    expect(raw(amount0)).toBe(0n)
    expect(split).toEqual({ percent0: 0, percent1: 100 })
  })

  it('a closed position holds nothing and has no split', () => {
    const closed = sdkPosition({ ...TERMS_25, liquidity: 0n }, wethDaiPool())
    if (!closed) throw new Error('fixture')
    expect(pooledAmounts(closed).split).toBeNull()
  })
})

describe('feeAmounts', () => {
  it('gives the owed amounts in the position tokens', () => {
    const [fee0, fee1] = feeAmounts([DAI, WETH], { amount0: 5n, amount1: 7n })
    expect([fee0.currency, raw(fee0), fee1.currency, raw(fee1)]).toEqual([DAI, 5n, WETH, 7n])
  })
})

describe('usdValueOf', () => {
  const daiUsd = new Price(DAI, DAI, E18.toString(), E18.toString())
  const ethUsd = new Price(ETH, DAI, E18.toString(), (2000n * E18).toString())
  const weth = (n: bigint) => CurrencyAmount.fromRawAmount(WETH, (n * E18).toString())
  const dai = (n: bigint) => CurrencyAmount.fromRawAmount(DAI, (n * E18).toString())

  it('adds up each side at its USD price (a native price values its wrapped token)', () => {
    expect(usdValueOf([dai(500n), weth(1n)], [daiUsd, ethUsd])).toEqual({ raw: 2500n * E18, decimals: 18 })
  })

  it('is null when a side holding something has no price', () => {
    expect(usdValueOf([dai(500n), weth(1n)], [daiUsd, null])).toBeNull()
  })

  it('an empty side needs no price', () => {
    expect(usdValueOf([dai(500n), weth(0n)], [daiUsd, null])).toEqual({ raw: 500n * E18, decimals: 18 })
  })

  it('is null for a price of another token', () => {
    expect(usdValueOf([dai(1n)], [new Price(USDC, DAI, '1000000', E18.toString())])).toBeNull()
  })
})
