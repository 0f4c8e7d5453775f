import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { computePairAddress, Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  computePoolAddress,
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'
import { tradeAddresses } from './tradeAddresses.ts'

// The local chain's factories: the SDK's own addresses assume the mainnet ones.
const V2_FACTORY: Address = '0x1111111111111111111111111111111111111111'
const V3_FACTORY: Address = '0x2222222222222222222222222222222222222222'

const tk = (n: number, symbol: string, decimals = 18) =>
  new Token(1, `0x${n.toString(16).padStart(40, '0')}`, decimals, symbol, symbol)
const WETH = tk(0xc3, 'WETH')
const DAI = tk(0xa1, 'DAI')
const USDC = tk(0xb2, 'USDC', 6)
const ETH = new ChainNativeCurrency(1, {
  address: WETH.address as Address,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString())

function pool(tokenA: Token, rawA: bigint, tokenB: Token, rawB: bigint, fee: FeeAmount): Pool {
  const [amount0, amount1] = tokenA.sortsBefore(tokenB) ? [rawA, rawB] : [rawB, rawA]
  const sqrtPrice = encodeSqrtRatioX96(amount1.toString(), amount0.toString())
  return new Pool(
    tokenA,
    tokenB,
    fee,
    sqrtPrice,
    (10n ** 24n).toString(),
    TickMath.getTickAtSqrtRatio(sqrtPrice),
  )
}

describe('tradeAddresses for a v2 trade', () => {
  const wethDai = new Pair(amount(WETH, 100n * 10n ** 18n), amount(DAI, 200_000n * 10n ** 18n))
  const daiUsdc = new Pair(amount(DAI, 200_000n * 10n ** 18n), amount(USDC, 200_000n * 10n ** 6n))
  const trade = V2Trade.exactIn(new V2Route([wethDai, daiUsdc], ETH, USDC), amount(ETH, 10n ** 18n))

  it('lists the path tokens, the wrapped token for native ETH', () => {
    expect(tradeAddresses({ version: 'v2', trade }, { v2Factory: V2_FACTORY }).tokens).toEqual([
      WETH.address,
      DAI.address,
      USDC.address,
    ])
  })

  it("computes the pairs' addresses from the given factory, not the SDK's mainnet one", () => {
    const { pools } = tradeAddresses({ version: 'v2', trade }, { v2Factory: V2_FACTORY })
    expect(pools).toEqual([
      computePairAddress({ factoryAddress: V2_FACTORY, tokenA: WETH, tokenB: DAI }),
      computePairAddress({ factoryAddress: V2_FACTORY, tokenA: DAI, tokenB: USDC }),
    ])
    expect(pools).not.toContain(wethDai.liquidityToken.address)
    expect(pools).not.toContain(daiUsdc.liquidityToken.address)
  })

  it('ignores the v3 factory and lists no pairs without a v2 factory', () => {
    expect(tradeAddresses({ version: 'v2', trade }, { v3Factory: V3_FACTORY })).toEqual({
      tokens: [WETH.address, DAI.address, USDC.address],
      pools: [],
    })
  })
})

describe('tradeAddresses for a v3 trade', () => {
  const wethDai = pool(WETH, 10n ** 18n, DAI, 2000n * 10n ** 18n, FeeAmount.MEDIUM)
  const daiUsdc = pool(DAI, 10n ** 18n, USDC, 10n ** 6n, FeeAmount.LOW)
  const wethUsdc = pool(WETH, 10n ** 18n, USDC, 2000n * 10n ** 6n, FeeAmount.HIGH)
  const twoHops = new V3Route([wethDai, daiUsdc], ETH, USDC)
  const trade = V3Trade.createUncheckedTrade({
    route: twoHops,
    inputAmount: amount(ETH, 10n ** 18n),
    outputAmount: amount(USDC, 1990n * 10n ** 6n),
    tradeType: TradeType.EXACT_INPUT,
  })

  it("lists the path tokens and the pools' addresses from the given factory, with their fees", () => {
    const { tokens, pools } = tradeAddresses({ version: 'v3', trade }, { v3Factory: V3_FACTORY })
    expect(tokens).toEqual([WETH.address, DAI.address, USDC.address])
    expect(pools).toEqual([
      computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: WETH, tokenB: DAI, fee: FeeAmount.MEDIUM }),
      computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: DAI, tokenB: USDC, fee: FeeAmount.LOW }),
    ])
    expect(pools).not.toContain(Pool.getAddress(WETH, DAI, FeeAmount.MEDIUM))
    expect(pools).not.toContain(
      computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: WETH, tokenB: DAI, fee: FeeAmount.LOW }),
    )
  })

  it('lists the tokens and pools of every route of a split trade', () => {
    const split = V3Trade.createUncheckedTradeWithMultipleRoutes({
      routes: [
        {
          route: twoHops,
          inputAmount: amount(ETH, 6n * 10n ** 17n),
          outputAmount: amount(USDC, 1190n * 10n ** 6n),
        },
        {
          route: new V3Route([wethUsdc], ETH, USDC),
          inputAmount: amount(ETH, 4n * 10n ** 17n),
          outputAmount: amount(USDC, 795n * 10n ** 6n),
        },
      ],
      tradeType: TradeType.EXACT_INPUT,
    })
    const { tokens, pools } = tradeAddresses({ version: 'v3', trade: split }, { v3Factory: V3_FACTORY })
    expect(tokens).toEqual([WETH.address, DAI.address, USDC.address, WETH.address, USDC.address])
    expect(pools).toHaveLength(3)
    expect(pools[2]).toBe(
      computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: WETH, tokenB: USDC, fee: FeeAmount.HIGH }),
    )
  })

  it('ignores the v2 factory and lists no pools without a v3 factory', () => {
    expect(tradeAddresses({ version: 'v3', trade }, { v2Factory: V2_FACTORY }).pools).toEqual([])
  })
})
