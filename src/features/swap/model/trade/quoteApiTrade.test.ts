import { Token, TradeType } from '@uniswap/sdk-core'
import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'
import { parseQuoteResponse, type QuoteApiResponse } from '../quoteApi.ts'
import { quoteApiParams, quoteApiTrade } from './quoteApiTrade.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const ETH = new ChainNativeCurrency(1, { address: WETH, decimals: 18, symbol: 'WETH', name: 'Wrapped Ether' })
const dai = new Token(1, DAI, 18, 'DAI', 'Dai Stablecoin')
const usdc = new Token(1, USDC, 6, 'USDC', 'USD Coin')

const tokenJson = (address: string, decimals: number, symbol: string, chainId = 1) => ({
  chainId,
  address,
  decimals,
  symbol,
})

type PoolJson = Record<string, unknown>

function poolJson(
  tokenIn: ReturnType<typeof tokenJson>,
  tokenOut: ReturnType<typeof tokenJson>,
  fee: number,
  tick: number,
  extra: PoolJson = {},
): PoolJson {
  return {
    type: 'v3-pool',
    address: `0x${String(fee).padStart(40, '1')}`,
    tokenIn,
    tokenOut,
    fee: String(fee),
    liquidity: '10000000000000000000000',
    sqrtRatioX96: TickMath.getSqrtRatioAtTick(tick).toString(),
    tickCurrent: String(tick),
    ...extra,
  }
}

const wethJ = tokenJson(WETH, 18, 'WETH')
const daiJ = tokenJson(DAI, 18, 'DAI')
const usdcJ = tokenJson(USDC, 6, 'USDC')

// 1 WETH → DAI: 60% direct through the 0.3% pool, 40% through USDC.
function answer(routes?: PoolJson[][]): QuoteApiResponse {
  const parsed = parseQuoteResponse({
    blockNumber: '13000000',
    quote: '3000000000000000000000',
    route: routes ?? [
      [
        poolJson(wethJ, daiJ, 3000, -80000, {
          amountIn: '600000000000000000',
          amountOut: '1800000000000000000000',
        }),
      ],
      [
        poolJson(wethJ, usdcJ, 500, 195000, { amountIn: '400000000000000000' }),
        poolJson(usdcJ, daiJ, 100, -276320, { amountOut: '1200000000000000000000' }),
      ],
    ],
  })
  if (!parsed) throw new Error('fixture does not parse')
  return parsed
}

describe('quoteApiTrade', () => {
  it('turns the answer into a v3 trade from the native currency', () => {
    const trade = quoteApiTrade(answer(), { input: ETH, output: dai, type: 'exactIn' })
    expect(trade).not.toBeNull()
    expect(trade?.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(trade?.inputAmount.currency.isNative).toBe(true)
    expect(trade?.inputAmount.quotient.toString()).toBe(String(10n ** 18n))
    expect(trade?.outputAmount.currency.equals(dai)).toBe(true)
    expect(trade?.outputAmount.quotient.toString()).toBe(String(3000n * 10n ** 18n))
    expect(trade?.swaps.map((swap) => swap.route.pools.length)).toEqual([1, 2])
    expect(trade?.swaps[1]?.route.tokenPath.map((token) => token.symbol)).toEqual(['WETH', 'USDC', 'DAI'])
    // the end tokens are ours, not the answer's
    expect(trade?.swaps[0]?.route.output).toBe(dai)
  })

  it('makes an exact-output trade for an exactOut request', () => {
    const trade = quoteApiTrade(answer(), { input: ETH, output: dai, type: 'exactOut' })
    expect(trade?.tradeType).toBe(TradeType.EXACT_OUTPUT)
  })

  it('works from the wrapped token too', () => {
    expect(quoteApiTrade(answer(), { input: ETH.wrapped, output: dai, type: 'exactIn' })).not.toBeNull()
  })

  it.each([
    ['another input', { input: usdc, output: dai }],
    ['another output', { input: ETH, output: usdc }],
    ['the reverse direction', { input: dai, output: ETH }],
    [
      'another chain',
      {
        input: new ChainNativeCurrency(10, { address: WETH, decimals: 18, symbol: 'WETH', name: 'W' }),
        output: new Token(10, DAI, 18, 'DAI'),
      },
    ],
    ['other decimals for the output', { input: ETH, output: new Token(1, DAI, 6, 'DAI') }],
    ['a wrap', { input: ETH, output: ETH.wrapped }],
  ])('is null for %s than the answer', (_, currencies) => {
    expect(quoteApiTrade(answer(), { ...currencies, type: 'exactIn' })).toBeNull()
  })

  it('is null for a fee tier the SDK does not know', () => {
    const a = answer([[poolJson(wethJ, daiJ, 1234, -80000, { amountIn: '1', amountOut: '1' })]])
    expect(quoteApiTrade(a, { input: ETH, output: dai, type: 'exactIn' })).toBeNull()
  })

  it('is null when a pool price does not match its tick', () => {
    const a = answer([
      [poolJson(wethJ, daiJ, 3000, -80000, { amountIn: '1', amountOut: '1', tickCurrent: '-70000' })],
    ])
    expect(quoteApiTrade(a, { input: ETH, output: dai, type: 'exactIn' })).toBeNull()
  })

  it('is null when two routes use the same pool', () => {
    const direct = poolJson(wethJ, daiJ, 3000, -80000, { amountIn: '1', amountOut: '1' })
    expect(
      quoteApiTrade(answer([[direct], [direct]]), { input: ETH, output: dai, type: 'exactIn' }),
    ).toBeNull()
  })
})

describe('quoteApiParams', () => {
  it('asks for native ETH as its wrapped token', () => {
    expect(quoteApiParams({ input: ETH, output: dai, type: 'exactOut' }, 5n)).toEqual({
      tokenInAddress: WETH,
      tokenInChainId: 1,
      tokenOutAddress: DAI,
      tokenOutChainId: 1,
      amount: 5n,
      type: 'exactOut',
    })
  })
})
