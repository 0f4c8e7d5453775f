import { Token } from '@uniswap/sdk-core'
import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'
import { parseQuoteResponse, type QuoteApiResponse } from '../quoteApi.ts'
import { type QuoteApiTradeRequest, quoteApiClaims, quoteApiParams } from './quoteApiClaims.ts'

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

const E18 = 10n ** 18n
const claimsOf = (
  a: QuoteApiResponse,
  currencies: { input: QuoteApiTradeRequest['input']; output: QuoteApiTradeRequest['output'] } = {
    input: ETH,
    output: dai,
  },
  type: 'exactIn' | 'exactOut' = 'exactIn',
  typed = type === 'exactIn' ? E18 : 3000n * E18,
) => quoteApiClaims(a, { ...currencies, type }, typed)

describe('quoteApiClaims', () => {
  it('reads the routes the answer claims: tokens in swap order, fee tiers and amounts; the end tokens are ours', () => {
    const claims = claimsOf(answer())
    expect(claims?.map((c) => c.tokens.map((t) => t.symbol))).toEqual([
      ['WETH', 'DAI'],
      ['WETH', 'USDC', 'DAI'],
    ])
    expect(claims?.map((c) => c.fees)).toEqual([[3000], [500, 100]])
    expect(claims?.map((c) => [c.amountIn, c.amountOut])).toEqual([
      [6n * 10n ** 17n, 1800n * E18],
      [4n * 10n ** 17n, 1200n * E18],
    ])
    expect(claims?.[0]?.tokens[0]).toBe(ETH.wrapped)
    expect(claims?.[0]?.tokens[1]).toBe(dai)
  })

  it('works from the wrapped token too, and for exact output when the outputs add up', () => {
    expect(claimsOf(answer(), { input: ETH.wrapped, output: dai })).not.toBeNull()
    expect(claimsOf(answer(), undefined, 'exactOut')).not.toBeNull()
  })

  it('is null when the route inputs do not add up to the typed amount (an answer spending twice as much)', () => {
    expect(claimsOf(answer(), undefined, 'exactIn', E18 / 2n)).toBeNull()
    expect(claimsOf(answer(), undefined, 'exactIn', 2n * E18)).toBeNull()
    expect(claimsOf(answer(), undefined, 'exactOut', 1500n * E18)).toBeNull()
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
    expect(claimsOf(answer(), currencies)).toBeNull()
  })

  it('is null for a fee tier the SDK does not know', () => {
    const a = answer([[poolJson(wethJ, daiJ, 1234, -80000, { amountIn: String(E18), amountOut: '1' })]])
    expect(claimsOf(a)).toBeNull()
  })

  it('is null for a broken path (a hop that does not start where the last one ended)', () => {
    // The parser refuses such an answer already; the claims check it again, on a response built by hand.
    const good = answer()
    const [direct, split] = good.routes
    const [first, second] = split?.pools ?? []
    if (!direct || !split || !first || !second) throw new Error('fixture')
    const broken: QuoteApiResponse = {
      ...good,
      routes: [direct, { ...split, pools: [first, { ...second, tokenIn: first.tokenIn }] }],
    }
    expect(claimsOf(broken)).toBeNull()
  })

  it('keeps no pool state or price from the answer: a claim is tokens, fees and amounts only', () => {
    const a = answer([
      [poolJson(wethJ, daiJ, 3000, -80000, { amountIn: String(E18), amountOut: '1', tickCurrent: '-70000' })],
    ])
    expect(claimsOf(a)?.[0]).toEqual({
      tokens: [ETH.wrapped, dai],
      fees: [3000],
      amountIn: E18,
      amountOut: 1n,
    })
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
