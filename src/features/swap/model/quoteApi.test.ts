import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseQuoteResponse, quoteApiUrl } from './quoteApi.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const token = (address: string, decimals: number | string, symbol: string) => ({
  chainId: 1,
  address,
  decimals,
  symbol,
})

// The public routing API's answer: numbers as decimal text, amountIn on a route's first pool and amountOut
// on its last.
function answer() {
  return {
    blockNumber: '13000000',
    amount: '1000000000000000000',
    amountDecimals: '1',
    quote: '3000000000000000000000',
    quoteDecimals: '3000',
    quoteGasAdjusted: '2990000000000000000000',
    gasUseEstimate: '180000',
    gasUseEstimateUSD: '10.123456',
    gasPriceWei: '50000000000',
    routeString: '[V3] 60.00% = WETH -- 0.3% --> DAI, [V3] 40.00% = WETH -- 0.05% --> USDC -- 0.01% --> DAI',
    route: [
      [
        {
          type: 'v3-pool',
          address: '0xC2e9F25Be6257c210d7Adf0D4Cd6E3E881ba25f8',
          tokenIn: token(WETH, 18, 'WETH'),
          tokenOut: token(DAI, 18, 'DAI'),
          fee: '3000',
          liquidity: '1234567890123456789',
          sqrtRatioX96: '1446580863655014600593287475',
          tickCurrent: '-80000',
          amountIn: '600000000000000000',
          amountOut: '1800000000000000000000',
        },
      ],
      [
        {
          type: 'v3-pool',
          address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
          tokenIn: token(WETH, 18, 'WETH'),
          tokenOut: token(USDC, 6, 'USDC'),
          fee: '500',
          liquidity: '20000000000000000000',
          sqrtRatioX96: '1392486909633467119786647344941',
          tickCurrent: '195000',
          amountIn: '400000000000000000',
        },
        {
          type: 'v3-pool',
          address: '0x5777d92f208679DB4b9778590Fa3CAB3aC9e2168',
          tokenIn: token(USDC, '6', 'USDC'),
          tokenOut: token(DAI, 18, 'DAI'),
          fee: 100,
          liquidity: '5000000000000000000',
          sqrtRatioX96: '79232123823359799118286999568',
          tickCurrent: -276320,
          amountOut: '1200000000000000000000',
        },
      ],
    ],
  }
}

type Answer = ReturnType<typeof answer>
type AnyPool = Record<string, unknown>
function pool(a: Answer, route: number, index: number): AnyPool {
  return (a.route[route] as AnyPool[])[index] as AnyPool
}

describe('quoteApiUrl', () => {
  const params = {
    tokenInAddress: WETH,
    tokenInChainId: 1,
    tokenOutAddress: DAI,
    tokenOutChainId: 1,
    amount: 10n ** 18n,
    type: 'exactIn',
  } as const

  it('builds the quote request of facts §12', () => {
    expect(quoteApiUrl('https://api.uniswap.org/v1/', params)).toBe(
      `https://api.uniswap.org/v1/quote?tokenInAddress=${WETH}&tokenInChainId=1&tokenOutAddress=${DAI}&tokenOutChainId=1&amount=1000000000000000000&type=exactIn&protocols=v3`,
    )
  })

  it("refuses a request without both tokens ('Missing tokenIn/tokenOut')", () => {
    expect(() =>
      quoteApiUrl('https://api.uniswap.org/v1/', { ...params, tokenInAddress: '' as Address }),
    ).toThrow('Missing tokenIn/tokenOut')
    expect(() =>
      quoteApiUrl('https://api.uniswap.org/v1/', { ...params, tokenOutAddress: '' as Address }),
    ).toThrow('Missing tokenIn/tokenOut')
  })

  it('adds the missing slash of a base URL', () => {
    expect(quoteApiUrl('https://router.example/v1', { ...params, type: 'exactOut', amount: 5n })).toBe(
      `https://router.example/v1/quote?tokenInAddress=${WETH}&tokenInChainId=1&tokenOutAddress=${DAI}&tokenOutChainId=1&amount=5&type=exactOut&protocols=v3`,
    )
  })
})

describe('parseQuoteResponse', () => {
  it('reads the routes, their pools and amounts', () => {
    const parsed = parseQuoteResponse(answer())
    expect(parsed).not.toBeNull()
    expect(parsed?.blockNumber).toBe(13_000_000n)
    expect(parsed?.quote).toBe(3000n * 10n ** 18n)
    expect(parsed?.quoteGasAdjusted).toBe(2990n * 10n ** 18n)
    expect(parsed?.gasUseEstimate).toBe(180_000n)
    expect(parsed?.gasUseEstimateUSD).toBe('10.123456')
    expect(parsed?.routes.map((r) => [r.amountIn, r.amountOut])).toEqual([
      [6n * 10n ** 17n, 1800n * 10n ** 18n],
      [4n * 10n ** 17n, 1200n * 10n ** 18n],
    ])
    expect(parsed?.routes[1]?.pools[1]).toEqual({
      address: '0x5777d92f208679db4b9778590fa3cab3ac9e2168',
      tokenIn: { chainId: 1, address: USDC.toLowerCase(), decimals: 6, symbol: 'USDC' },
      tokenOut: { chainId: 1, address: DAI.toLowerCase(), decimals: 18, symbol: 'DAI' },
      fee: 100,
      liquidity: 5n * 10n ** 18n,
      sqrtRatioX96: 79232123823359799118286999568n,
      tickCurrent: -276320,
    })
  })

  it('takes a response without the optional fields', () => {
    const a: Partial<Answer> = answer()
    delete a.quoteGasAdjusted
    delete a.gasUseEstimate
    delete a.gasUseEstimateUSD
    const parsed = parseQuoteResponse(a)
    expect(parsed?.gasUseEstimate).toBeUndefined()
    expect(parsed?.routes).toHaveLength(2)
  })

  it.each([null, undefined, 'x', 42, [], {}, { route: [] }, { route: {} }])('refuses %o', (json) => {
    expect(parseQuoteResponse(json)).toBeNull()
  })

  // [what, route, pool, field, new value (undefined: removed)]
  const brokenPools: Array<[string, number, number, string, unknown]> = [
    ['a v2 pair', 0, 0, 'type', 'v2-pool'],
    ['a bad pool address', 0, 0, 'address', '0x1234'],
    ['a bad token address', 0, 0, 'tokenIn', token('0xZZ', 18, 'W')],
    ['a missing token', 0, 0, 'tokenOut', undefined],
    ['a token on no chain', 0, 0, 'tokenIn', { ...token(WETH, 18, 'WETH'), chainId: 0 }],
    ['too many decimals', 0, 0, 'tokenIn', token(WETH, 256, 'WETH')],
    ['a symbol that is not text', 0, 0, 'tokenIn', { ...token(WETH, 18, ''), symbol: 7 }],
    ['a fractional fee', 0, 0, 'fee', '3000.5'],
    ['a fee of 100%', 0, 0, 'fee', 1_000_000],
    ['a negative liquidity', 0, 0, 'liquidity', '-1'],
    ['a liquidity above 128 bits', 0, 0, 'liquidity', (1n << 128n).toString()],
    ['a price above 160 bits', 0, 0, 'sqrtRatioX96', (1n << 160n).toString()],
    ['a zero price', 0, 0, 'sqrtRatioX96', '0'],
    ['a price in hex', 0, 0, 'sqrtRatioX96', '0x10'],
    ['a tick out of range', 0, 0, 'tickCurrent', '887273'],
    ['a fractional tick', 0, 0, 'tickCurrent', 1.5],
    ['no input amount', 0, 0, 'amountIn', undefined],
    ['no output amount', 1, 1, 'amountOut', undefined],
    ['a zero input amount', 0, 0, 'amountIn', '0'],
    ['a malformed amount in the middle', 1, 0, 'amountOut', 'lots'],
    ['a pool from a token to itself', 0, 0, 'tokenOut', token(WETH, 18, 'WETH')],
    ['a broken path', 1, 1, 'tokenIn', token(WETH, 18, 'WETH')],
    ['routes to different tokens', 0, 0, 'tokenOut', token(USDC, 6, 'USDC')],
    ['one token with two decimals', 1, 0, 'tokenOut', token(USDC, 18, 'USDC')],
    ['a pool across two chains', 0, 0, 'tokenOut', { ...token(DAI, 18, 'DAI'), chainId: 10 }],
  ]

  it.each(brokenPools)('refuses an answer with %s', (_, route, index, field, value) => {
    const a = answer()
    const target = pool(a, route, index)
    if (value === undefined) delete target[field]
    else target[field] = value
    expect(parseQuoteResponse(a)).toBeNull()
  })

  it('refuses routes on different chains', () => {
    const a = answer()
    for (const p of [pool(a, 1, 0), pool(a, 1, 1)]) {
      p.tokenIn = { ...(p.tokenIn as object), chainId: 10 }
      p.tokenOut = { ...(p.tokenOut as object), chainId: 10 }
    }
    expect(parseQuoteResponse(a)).toBeNull()
  })

  const brokenAnswers: Array<[string, string, unknown]> = [
    ['a route that is not a list', 'route', [{}, ...answer().route]],
    ['an empty route', 'route', [[], ...answer().route]],
    ['too many routes', 'route', Array.from({ length: 17 }, () => answer().route[0])],
    ['no quote', 'quote', undefined],
    ['a quote in decimals', 'quote', '3000.5'],
    ['no block number', 'blockNumber', undefined],
    ['a gas price in USD that is not a number', 'gasUseEstimateUSD', '1e5'],
    ['a gas estimate that is not a number', 'gasUseEstimate', 'NaN'],
  ]

  it.each(brokenAnswers)('refuses an answer with %s', (_, field, value) => {
    const a: Record<string, unknown> = answer()
    if (value === undefined) delete a[field]
    else a[field] = value
    expect(parseQuoteResponse(a)).toBeNull()
  })
})
