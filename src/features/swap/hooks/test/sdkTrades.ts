// SDK trades between WETH, DAI and the native coin on a chain, for the swap hooks' unit tests: a v2 pair and a
// v3 pool at 2000 DAI per WETH, with exact-input and exact-output trades over them.
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { SwapTrade } from '../../../../lib/routing/swapTrade.ts'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'

export const E18 = 10n ** 18n
export const WETH_ADDRESS: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const DAI_ADDRESS: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

const raw = <T extends Currency>(currency: T, amount: bigint) =>
  CurrencyAmount.fromRawAmount(currency, amount.toString())

export type TradeSide = 'ETH' | 'WETH' | 'DAI'

/** The chain's WETH, DAI and native coin, and trades between them. */
export function sdkTrades(chainId = 1, reserves = { weth: 1000n * E18, dai: 2_000_000n * E18 }) {
  const WETH = new Token(chainId, WETH_ADDRESS, 18, 'WETH', 'Wrapped Ether')
  const DAI = new Token(chainId, DAI_ADDRESS, 18, 'DAI', 'Dai Stablecoin')
  const ETH = new ChainNativeCurrency(chainId, {
    address: WETH_ADDRESS,
    decimals: 18,
    symbol: 'WETH',
    name: 'Wrapped Ether',
  })
  const currency = (side: TradeSide): Currency => (side === 'ETH' ? ETH : side === 'WETH' ? WETH : DAI)
  const pair = new Pair(raw(WETH, reserves.weth), raw(DAI, reserves.dai))
  const sqrtPrice = encodeSqrtRatioX96(reserves.dai.toString(), reserves.weth.toString())
  const pool = new Pool(
    WETH,
    DAI,
    FeeAmount.MEDIUM,
    sqrtPrice,
    (10n ** 24n).toString(),
    TickMath.getTickAtSqrtRatio(sqrtPrice),
  )

  return {
    WETH,
    DAI,
    ETH,
    /** A v2 trade over the pair: exact input of `amount`, or exact output of `amount` when `exactOut`. */
    v2(from: TradeSide, to: TradeSide, amount: bigint, exactOut = false): SwapTrade {
      const route = new V2Route([pair], currency(from), currency(to))
      const trade = exactOut
        ? V2Trade.exactOut(route, raw(currency(to), amount))
        : V2Trade.exactIn(route, raw(currency(from), amount))
      return { version: 'v2', trade }
    },
    /** A v3 trade over the pool with the given amounts (as a quoter would have given them). */
    v3(from: TradeSide, to: TradeSide, amountIn: bigint, amountOut: bigint, exactOut = false): SwapTrade {
      const trade = V3Trade.createUncheckedTrade({
        route: new V3Route([pool], currency(from), currency(to)),
        inputAmount: raw(currency(from), amountIn),
        outputAmount: raw(currency(to), amountOut),
        tradeType: exactOut ? TradeType.EXACT_OUTPUT : TradeType.EXACT_INPUT,
      })
      return { version: 'v3', trade }
    },
  }
}
