import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  encodeSqrtRatioX96,
  FeeAmount,
  nearestUsableTick,
  Pool,
  TICK_SPACINGS,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import type { SwapTrade } from '../../../../lib/routing/swapTrade.ts'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'
import { summarizeTrade, tradeMeaningfullyDiffers } from './tradeSummary.ts'

const WETH = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'WETH', 'Wrapped Ether')
const DAI = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'DAI', 'Dai')
const USDC = new Token(1, '0x0000000000000000000000000000000000000003', 6, 'USDC', 'USD Coin')
const ETH = new ChainNativeCurrency(1, {
  address: WETH.address as `0x${string}`,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})

const units = <T extends Currency>(token: T, amount: string): CurrencyAmount<T> => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return CurrencyAmount.fromRawAmount(token, `${whole}${fraction.padEnd(token.decimals, '0')}`)
}
const pair = (a: Token, amountA: string, b: Token, amountB: string) =>
  new Pair(units(a, amountA), units(b, amountB))

// 100 WETH : 200,000 DAI (2,000 DAI per ETH) and 200,000 DAI : 200,000 USDC.
const WETH_DAI = pair(WETH, '100', DAI, '200000')
const DAI_USDC = pair(DAI, '200000', USDC, '200000')

const v2 = (trade: V2Trade<Currency, Currency, TradeType>): SwapTrade => ({ version: 'v2', trade })
const v3 = (trade: V3Trade<Currency, Currency, TradeType>): SwapTrade => ({ version: 'v3', trade })

/** A pool at price 1 (in raw units) with full-range liquidity. */
function pool(a: Token, b: Token, fee: FeeAmount): Pool {
  const liquidity = 10n ** 24n
  const spacing = TICK_SPACINGS[fee]
  const sqrtPrice = encodeSqrtRatioX96(1, 1)
  return new Pool(a, b, fee, sqrtPrice, liquidity.toString(), TickMath.getTickAtSqrtRatio(sqrtPrice), [
    {
      index: nearestUsableTick(TickMath.MIN_TICK, spacing),
      liquidityNet: liquidity.toString(),
      liquidityGross: liquidity.toString(),
    },
    {
      index: nearestUsableTick(TickMath.MAX_TICK, spacing),
      liquidityNet: (-liquidity).toString(),
      liquidityGross: liquidity.toString(),
    },
  ])
}
const TKA = new Token(1, '0x0000000000000000000000000000000000000004', 18, 'TKA', 'Token A')
const TKB = new Token(1, '0x0000000000000000000000000000000000000005', 18, 'TKB', 'Token B')
const TKC = new Token(1, '0x0000000000000000000000000000000000000006', 18, 'TKC', 'Token C')

describe('summarizeTrade on a v2 trade', () => {
  const trade = V2Trade.exactIn(new V2Route([WETH_DAI], ETH, DAI), units(ETH, '1'))

  it('shows the amounts, the execution price both ways and the minimum received', () => {
    // out = 1 × 997 × 200,000 / (100 × 1,000 + 997) = 1,974.316… DAI
    const summary = summarizeTrade(v2(trade), 50)
    expect(summary.version).toBe('v2')
    expect(summary.tradeType).toBe('exact-input')
    expect(summary.input).toEqual({ value: '1', symbol: 'ETH' })
    expect(summary.output).toEqual({ value: '1974.32', symbol: 'DAI' })
    expect(summary.executionPrice).toEqual({
      base: 'ETH',
      quote: 'DAI',
      value: '1,974.32',
      inverted: '0.000506505',
    })
    // 1,974.316… × (1 − 0.5%), as the SDK computes the calldata's minimum
    expect(summary.slippageLimit).toEqual({ value: '1964.44', symbol: 'DAI' })
    expect(summary.slippageBps).toBe(50)
  })

  it('has the price impact against the mid price (2,000), the 0.30% fee and the route', () => {
    const summary = summarizeTrade(v2(trade), 50)
    // 1 − 1,974.316… / 2,000 = 1.28420%
    expect(summary.priceImpactBps).toBeCloseTo(128.42, 2)
    expect(summary.lpFee).toEqual({ value: '0.003', symbol: 'ETH' })
    expect(summary.routes).toEqual([{ symbols: ['ETH', 'DAI'], feePips: [3000] }])
  })

  it('charges 0.30% per hop on a two-hop route and lists the middle token', () => {
    const twoHops = V2Trade.exactIn(new V2Route([WETH_DAI, DAI_USDC], ETH, USDC), units(ETH, '1'))
    const summary = summarizeTrade(v2(twoHops), 50)
    // 1 − 0.997² = 0.005991
    expect(summary.lpFee).toEqual({ value: '0.005991', symbol: 'ETH' })
    expect(summary.routes).toEqual([{ symbols: ['ETH', 'DAI', 'USDC'], feePips: [3000, 3000] }])
    expect(summary.output.symbol).toBe('USDC')
  })

  it('shows the maximum sent in the input currency for an exact output trade', () => {
    const exactOut = V2Trade.exactOut(new V2Route([WETH_DAI], ETH, DAI), units(DAI, '1000'))
    const summary = summarizeTrade(v2(exactOut), 100)
    expect(summary.tradeType).toBe('exact-output')
    expect(summary.output).toEqual({ value: '1000', symbol: 'DAI' })
    // in = 100 × 1,000 × 1,000 / ((200,000 − 1,000) × 997) + 1 wei = 0.5040246… ETH; max = in × 1.01
    expect(summary.input).toEqual({ value: '0.504025', symbol: 'ETH' })
    expect(summary.slippageLimit).toEqual({ value: '0.509065', symbol: 'ETH' })
  })
})

describe('summarizeTrade on a v3 trade', () => {
  it("uses each pool's fee for the route and the LP fee", async () => {
    const route = new V3Route([pool(TKA, TKB, FeeAmount.LOW), pool(TKB, TKC, FeeAmount.MEDIUM)], TKA, TKC)
    const trade = await V3Trade.exactIn(route, units(TKA, '10'))
    const summary = summarizeTrade(v3(trade), 50)
    expect(summary.version).toBe('v3')
    expect(summary.routes).toEqual([{ symbols: ['TKA', 'TKB', 'TKC'], feePips: [500, 3000] }])
    // 10 × (1 − 0.9995 × 0.997) = 0.034985
    expect(summary.lpFee).toEqual({ value: '0.03499', symbol: 'TKA' })
    // Deep pools at price 1: the impact is the fees, a little over 35 bps.
    expect(summary.priceImpactBps).toBeGreaterThan(34.9)
    expect(summary.priceImpactBps).toBeLessThan(36)
    expect(summary.output.symbol).toBe('TKC')
    expect(summary.executionPrice.value).toMatch(/^0\.996/)
  })

  it('shows the maximum sent for an exact output trade', async () => {
    const route = new V3Route([pool(TKA, TKB, FeeAmount.LOW)], TKA, TKB)
    const trade = await V3Trade.exactOut(route, units(TKB, '1'))
    const summary = summarizeTrade(v3(trade), 50)
    expect(summary.tradeType).toBe('exact-output')
    expect(summary.output).toEqual({ value: '1', symbol: 'TKB' })
    expect(summary.input.value).toMatch(/^1\.0005/)
    expect(summary.slippageLimit.symbol).toBe('TKA')
    expect(summary.slippageLimit.value).toMatch(/^1\.0055/)
  })
})

describe('tradeMeaningfullyDiffers', () => {
  const route = new V2Route([WETH_DAI], ETH, DAI)
  const base = v2(V2Trade.exactIn(route, units(ETH, '1')))

  it('is false for the same trade built again', () => {
    expect(tradeMeaningfullyDiffers(base, v2(V2Trade.exactIn(route, units(ETH, '1'))))).toBe(false)
  })

  it('is true when the input amount, the output amount or the currencies change', () => {
    expect(tradeMeaningfullyDiffers(base, v2(V2Trade.exactIn(route, units(ETH, '2'))))).toBe(true)
    const moved = new Pair(units(WETH, '100'), units(DAI, '190000'))
    expect(
      tradeMeaningfullyDiffers(base, v2(V2Trade.exactIn(new V2Route([moved], ETH, DAI), units(ETH, '1')))),
    ).toBe(true)
    const weth = v2(V2Trade.exactIn(new V2Route([WETH_DAI], WETH, DAI), units(WETH, '1')))
    expect(tradeMeaningfullyDiffers(base, weth)).toBe(true)
  })

  it('is true when the same amounts go through another router version or other pools', () => {
    // Unchecked trades with equal amounts: only the route differs.
    const amounts = { inputAmount: units(TKA, '1'), outputAmount: units(TKB, '0.99') }
    const through = (pools: Pool[], path: Token[]) =>
      v3(
        V3Trade.createUncheckedTrade({
          route: new V3Route(pools, path[0] as Token, path[path.length - 1] as Token),
          ...amounts,
          tradeType: TradeType.EXACT_INPUT,
        }),
      )
    const direct = through([pool(TKA, TKB, FeeAmount.MEDIUM)], [TKA, TKB])
    expect(tradeMeaningfullyDiffers(direct, through([pool(TKA, TKB, FeeAmount.MEDIUM)], [TKA, TKB]))).toBe(
      false,
    )
    // Another fee tier: another pool.
    expect(tradeMeaningfullyDiffers(direct, through([pool(TKA, TKB, FeeAmount.LOW)], [TKA, TKB]))).toBe(true)
    // Through a third token.
    const hop = through([pool(TKA, TKC, FeeAmount.MEDIUM), pool(TKC, TKB, FeeAmount.MEDIUM)], [TKA, TKC, TKB])
    expect(tradeMeaningfullyDiffers(direct, hop)).toBe(true)
    // The same path and amounts on the v2 router.
    const onV2 = v2(V2Trade.exactIn(new V2Route([pair(TKA, '1000', TKB, '1000')], TKA, TKB), units(TKA, '1')))
    const sameOnV3 = v3(
      V3Trade.createUncheckedTrade({
        route: new V3Route([pool(TKA, TKB, FeeAmount.MEDIUM)], TKA, TKB),
        inputAmount: onV2.trade.inputAmount,
        outputAmount: onV2.trade.outputAmount,
        tradeType: TradeType.EXACT_INPUT,
      }),
    )
    expect(tradeMeaningfullyDiffers(sameOnV3, onV2)).toBe(true)
  })

  it('is true when the trade type changes', () => {
    const exactOut = V2Trade.exactOut(route, base.trade.outputAmount)
    expect(tradeMeaningfullyDiffers(base, v2(exactOut))).toBe(true)
  })
})
