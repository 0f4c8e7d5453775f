import { CurrencyAmount, Percent, Price, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../sdk/sdkCurrency.ts'
import { type ComparableTrade, isTradeBetter } from './compareTrades.ts'

const WETH = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'WETH', 'Wrapped Ether')
const DAI = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'DAI', 'Dai')
const USDC = new Token(1, '0x0000000000000000000000000000000000000003', 6, 'USDC', 'USD Coin')
const ETH = new ChainNativeCurrency(1, {
  address: WETH.address as `0x${string}`,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})

/**
 * A trade of `input` raw units of `base` for `output` raw units of `quote`: its execution price is
 * output / input, whatever the trade type (for exact output, less input is a higher price).
 */
function trade(
  base: Token | ChainNativeCurrency,
  quote: Token,
  input: bigint,
  output: bigint,
  tradeType: TradeType = TradeType.EXACT_INPUT,
): ComparableTrade {
  return {
    tradeType,
    inputAmount: CurrencyAmount.fromRawAmount(base, input.toString()),
    outputAmount: CurrencyAmount.fromRawAmount(quote, output.toString()),
    executionPrice: new Price(base, quote, input.toString(), output.toString()),
  }
}

const HALF_PERCENT = new Percent(50, 10_000)
// 1 WETH for 2,000 DAI, and the same trade giving 0.3 %, 0.5 % and 0.6 % more.
const BASE = trade(WETH, DAI, 10n ** 18n, 2000n * 10n ** 18n)
const better = (bips: bigint) =>
  trade(WETH, DAI, 10n ** 18n, (2000n * 10n ** 18n * (10_000n + bips)) / 10_000n)

describe('isTradeBetter with missing trades', () => {
  it('lets a trade win against none, never loses with one, and knows nothing of two missing ones', () => {
    expect(isTradeBetter(undefined, BASE)).toBe(true)
    expect(isTradeBetter(null, BASE, HALF_PERCENT)).toBe(true)
    expect(isTradeBetter(BASE, undefined)).toBe(false)
    expect(isTradeBetter(BASE, null, HALF_PERCENT)).toBe(false)
    expect(isTradeBetter(undefined, undefined)).toBeUndefined()
    expect(isTradeBetter(null, null)).toBeUndefined()
  })
})

describe('isTradeBetter without a margin', () => {
  it('is true only for a strictly higher execution price', () => {
    expect(isTradeBetter(BASE, better(1n))).toBe(true)
    expect(isTradeBetter(better(1n), BASE)).toBe(false)
    expect(isTradeBetter(BASE, trade(WETH, DAI, 10n ** 18n, 2000n * 10n ** 18n))).toBe(false)
  })

  it('compares prices, not amounts: half the input for half the output is no better', () => {
    expect(isTradeBetter(BASE, trade(WETH, DAI, 5n * 10n ** 17n, 1000n * 10n ** 18n))).toBe(false)
    expect(isTradeBetter(BASE, trade(WETH, DAI, 5n * 10n ** 17n, 1001n * 10n ** 18n))).toBe(true)
  })

  it('prefers the exact output trade that needs less input', () => {
    const out = 2000n * 10n ** 6n
    const dear = trade(WETH, USDC, 10n ** 18n, out, TradeType.EXACT_OUTPUT)
    const cheap = trade(WETH, USDC, 99n * 10n ** 16n, out, TradeType.EXACT_OUTPUT)
    expect(isTradeBetter(dear, cheap)).toBe(true)
    expect(isTradeBetter(cheap, dear)).toBe(false)
  })
})

describe('isTradeBetter with a margin', () => {
  it('needs more than the margin: 0.3 % and exactly 0.5 % do not beat a 0.5 % margin, 0.6 % does', () => {
    expect(isTradeBetter(BASE, better(30n), HALF_PERCENT)).toBe(false)
    expect(isTradeBetter(BASE, better(50n), HALF_PERCENT)).toBe(false)
    expect(isTradeBetter(BASE, better(51n), HALF_PERCENT)).toBe(true)
    expect(isTradeBetter(BASE, better(60n), HALF_PERCENT)).toBe(true)
  })

  it('applies a 2 % margin (v2 against v3) the same way', () => {
    const twoPercent = new Percent(2, 100)
    expect(isTradeBetter(BASE, better(150n), twoPercent)).toBe(false)
    expect(isTradeBetter(BASE, better(210n), twoPercent)).toBe(true)
  })

  it('is not fooled by the decimals of the currencies (raw prices of a 6-decimal quote)', () => {
    const a = trade(WETH, USDC, 10n ** 18n, 2000n * 10n ** 6n)
    expect(isTradeBetter(a, trade(WETH, USDC, 10n ** 18n, 2006n * 10n ** 6n), HALF_PERCENT)).toBe(false)
    expect(isTradeBetter(a, trade(WETH, USDC, 10n ** 18n, 2012n * 10n ** 6n), HALF_PERCENT)).toBe(true)
  })

  it('works on real SDK trades', () => {
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(WETH, (100n * 10n ** 18n).toString()),
      CurrencyAmount.fromRawAmount(DAI, (200_000n * 10n ** 18n).toString()),
    )
    const route = new Route([pair], WETH, DAI)
    const small = Trade.exactIn(route, CurrencyAmount.fromRawAmount(WETH, (10n ** 17n).toString()))
    const large = Trade.exactIn(route, CurrencyAmount.fromRawAmount(WETH, (10n ** 19n).toString()))
    // The large trade moves the price by about 9 %: the small one is better, by more than 0.5 %.
    expect(isTradeBetter(large, small, HALF_PERCENT)).toBe(true)
    expect(isTradeBetter(small, large)).toBe(false)
  })
})

describe('isTradeBetter with incomparable trades', () => {
  it("throws 'Comparing incomparable trades' for different trade types", () => {
    const exactOut = trade(WETH, DAI, 10n ** 18n, 2100n * 10n ** 18n, TradeType.EXACT_OUTPUT)
    expect(() => isTradeBetter(BASE, exactOut)).toThrow('Comparing incomparable trades')
    expect(() => isTradeBetter(BASE, exactOut, HALF_PERCENT)).toThrow('Comparing incomparable trades')
  })

  it('throws for a different input or output currency, native and wrapped included', () => {
    expect(() => isTradeBetter(BASE, trade(DAI, WETH, 10n ** 18n, 10n ** 18n))).toThrow(
      'Comparing incomparable trades',
    )
    expect(() => isTradeBetter(BASE, trade(WETH, USDC, 10n ** 18n, 2000n * 10n ** 6n))).toThrow(
      'Comparing incomparable trades',
    )
    expect(() => isTradeBetter(BASE, trade(ETH, DAI, 10n ** 18n, 2100n * 10n ** 18n))).toThrow(
      'Comparing incomparable trades',
    )
  })

  it('compares a native input trade with another native input trade', () => {
    const a = trade(ETH, DAI, 10n ** 18n, 2000n * 10n ** 18n)
    const b = trade(
      new ChainNativeCurrency(1, {
        address: WETH.address as `0x${string}`,
        decimals: 18,
        symbol: 'WETH',
        name: 'Wrapped Ether',
      }),
      DAI,
      10n ** 18n,
      2020n * 10n ** 18n,
    )
    expect(isTradeBetter(a, b, HALF_PERCENT)).toBe(true)
  })
})
