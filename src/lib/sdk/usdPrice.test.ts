import { type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair, Route } from '@uniswap/v2-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from './sdkCurrency.ts'
import { priceOf, unitPrice } from './usdPrice.ts'

const WETH = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'WETH', 'Wrapped Ether')
const USDC = new Token(1, '0x0000000000000000000000000000000000000003', 6, 'USDC', 'USD Coin')
const DAI = new Token(10, '0x0000000000000000000000000000000000000002', 18, 'DAI', 'Dai')
const ETH = new ChainNativeCurrency(1, {
  address: WETH.address as Address,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString())

describe('unitPrice', () => {
  it('prices the 6-decimal stablecoin at exactly 1 of itself', () => {
    const price = unitPrice(USDC, USDC)
    expect(price.toSignificant(6)).toBe('1')
    expect(price.quote(amount(USDC, 123_456_789n)).quotient.toString()).toBe('123456789')
  })

  it('prices an 18-decimal stablecoin at exactly 1 of itself', () => {
    const price = unitPrice(DAI, DAI)
    expect(price.toFixed(18)).toBe('1.000000000000000000')
    expect(price.quote(amount(DAI, 10n ** 18n + 1n)).quotient.toString()).toBe((10n ** 18n + 1n).toString())
  })

  it('makes one whole unit worth one whole unit across decimals', () => {
    const price = unitPrice(DAI, new Token(10, '0x0000000000000000000000000000000000000004', 6, 'USDC'))
    expect(price.toSignificant(6)).toBe('1')
    expect(price.quote(amount(DAI, 5n * 10n ** 18n)).toExact()).toBe('5')
  })
})

describe('priceOf', () => {
  // 100 WETH : 200,000 USDC, a mid price of 2,000 USDC per WETH.
  const pair = new Pair(amount(WETH, 100n * 10n ** 18n), amount(USDC, 200_000n * 10n ** 6n))
  const mid = new Route([pair], WETH, USDC).midPrice

  it("keeps the route's mid price, re-based on the app's native currency", () => {
    const price = priceOf(ETH, USDC, mid)
    expect(price.baseCurrency.isNative).toBe(true)
    expect(price.quoteCurrency.equals(USDC)).toBe(true)
    expect(price.toSignificant(6)).toBe('2000')
    expect(price.quote(amount(ETH, 3n * 10n ** 18n)).toExact()).toBe('6000')
  })

  it('gives the same price for the token the route starts from', () => {
    const price = priceOf(WETH, USDC, mid)
    expect(price.equalTo(mid)).toBe(true)
    expect(price.quote(amount(WETH, 10n ** 17n)).toExact()).toBe('200')
  })

  it('does not invert the price of an expensive token in a cheap quote', () => {
    // 1 USDC buys 0.0005 WETH: priced the other way round, WETH is worth 0.0005 USDC.
    const inverse = new Route([pair], USDC, WETH).midPrice
    expect(priceOf(USDC, WETH, inverse).toSignificant(6)).toBe('0.0005')
  })
})
