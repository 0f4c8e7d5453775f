import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import {
  computePoolAddress,
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  type Route,
  TickMath,
} from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../sdk/sdkCurrency.ts'
import { routingConfigOf } from './routingBases.ts'
import {
  bestV3Trade,
  buildV3Pools,
  type PoolCandidate,
  type PoolState,
  poolAddressOf,
  quotePath,
  V3_FEE_TIERS,
  V3_MAX_HOPS,
  v3PoolCandidates,
  v3Routes,
} from './v3Routing.ts'

const FACTORY: Address = '0x1111111111111111111111111111111111111111'
const MAINNET_V3_FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984'

const tk = (n: number, symbol: string, decimals = 18) =>
  new Token(1, `0x${n.toString(16).padStart(40, '0')}`, decimals, symbol, symbol)
const A = tk(0xa1, 'A')
const B = tk(0xb2, 'B')
const W = tk(0xc3, 'W')
const D = tk(0xd4, 'D')
const U = tk(0xe5, 'U', 6)
const ETH = new ChainNativeCurrency(1, {
  address: W.address as Address,
  decimals: 18,
  symbol: 'W',
  name: 'W',
})

const pairKey = (a: Token, b: Token) => [a.symbol, b.symbol].sort().join('/')
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString())

/** slot0 and liquidity of a pool where `rawA` of tokenA is worth `rawB` of tokenB, its tick from the SDK. */
function stateAt(tokenA: Token, rawA: bigint, tokenB: Token, rawB: bigint, liquidity = 10n ** 24n) {
  const [amount0, amount1] = tokenA.sortsBefore(tokenB) ? [rawA, rawB] : [rawB, rawA]
  const sqrtPriceX96 = encodeSqrtRatioX96(amount1.toString(), amount0.toString())
  return {
    sqrtPriceX96: BigInt(sqrtPriceX96.toString()),
    tick: TickMath.getTickAtSqrtRatio(sqrtPriceX96),
    liquidity,
  }
}
function pool(tokenA: Token, rawA: bigint, tokenB: Token, rawB: bigint, fee: FeeAmount): Pool {
  const s = stateAt(tokenA, rawA, tokenB, rawB)
  return new Pool(tokenA, tokenB, fee, s.sqrtPriceX96.toString(), s.liquidity.toString(), s.tick)
}
const describeRoute = (route: Route<Currency, Currency>) =>
  `${route.tokenPath.map((t) => t.symbol).join('>')}@${route.pools.map((p) => p.fee).join(',')}`

describe('poolAddressOf', () => {
  it("refuses a token paired with itself ('Addresses should not be equal'), in any case of its address", () => {
    expect(() => poolAddressOf(A, A, 3000, FACTORY)).toThrow('Addresses should not be equal')
    const lower = new Token(A.chainId, A.address.toLowerCase(), A.decimals, 'a')
    expect(() => poolAddressOf(A, lower, 500, FACTORY)).toThrow('Addresses should not be equal')
    expect(poolAddressOf(A, B, 500, FACTORY)).toBe(poolAddressOf(B, A, 500, FACTORY))
  })
})

describe('v3PoolCandidates', () => {
  it('has the three fee tiers 500, 3000 and 10000 for every token pair', () => {
    expect(V3_FEE_TIERS).toEqual([500, 3000, 10000])
    const candidates = v3PoolCandidates(A, B, { bases: [W, D] }, FACTORY)
    // A, B, W, D: 6 token pairs × 3 fee tiers.
    expect(candidates).toHaveLength(18)
    const feesByPair = new Map<string, number[]>()
    for (const c of candidates)
      feesByPair.set(pairKey(c.tokenA, c.tokenB), [
        ...(feesByPair.get(pairKey(c.tokenA, c.tokenB)) ?? []),
        c.fee,
      ])
    expect([...feesByPair.keys()].sort()).toEqual(['A/B', 'A/D', 'A/W', 'B/D', 'B/W', 'D/W'])
    for (const fees of feesByPair.values()) expect(fees).toEqual([500, 3000, 10000])
  })

  it("computes each pool's address from the given factory, one per fee tier", () => {
    const candidates = v3PoolCandidates(A, B, { bases: [W] }, FACTORY)
    for (const { tokenA, tokenB, fee, address } of candidates) {
      expect(address).toBe(computePoolAddress({ factoryAddress: FACTORY, tokenA, tokenB, fee }))
      expect(address).not.toBe(
        computePoolAddress({ factoryAddress: MAINNET_V3_FACTORY, tokenA, tokenB, fee }),
      )
    }
    expect(new Set(candidates.map((c) => c.address)).size).toBe(candidates.length)
  })

  it('uses only DAI and WETH as bases for AMPL on mainnet', () => {
    const config = routingConfigOf(1, {
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      decimals: 18,
      symbol: 'WETH',
      name: 'Wrapped Ether',
    })
    const ampl = new Token(1, '0xD46bA6D942050d489DBd938a2C909A5d5039A161', 9, 'AMPL', 'Ampleforth')
    const withAmpl = v3PoolCandidates(ampl, A, config, FACTORY)
      .filter((c) => c.tokenA.equals(ampl) || c.tokenB.equals(ampl))
      .map((c) => pairKey(c.tokenA, c.tokenB))
    expect([...new Set(withAmpl)].sort()).toEqual(['A/AMPL', 'AMPL/DAI', 'AMPL/WETH'])
  })
})

describe('buildV3Pools', () => {
  const candidates: PoolCandidate[] = V3_FEE_TIERS.flatMap((fee) => [
    { tokenA: W, tokenB: U, fee, address: FACTORY },
  ])
  // 1 W (18 decimals) = 2,000 U (6 decimals).
  const state = stateAt(W, 10n ** 18n, U, 2000n * 10n ** 6n)

  it('builds the pools that exist at their price and fee', () => {
    const { pools, loading } = buildV3Pools(candidates, [state, state, state])
    expect(loading).toBe(false)
    expect(pools.map((p) => p.fee)).toEqual([500, 3000, 10000])
    const [low] = pools as [Pool]
    expect(low.priceOf(W).toSignificant(6)).toBe('2000')
    expect(low.tickCurrent).toBe(state.tick)
    expect(low.liquidity.toString()).toBe(state.liquidity.toString())
  })

  it('is loading while any state is undefined, and builds the rest', () => {
    const { pools, loading } = buildV3Pools(candidates, [undefined, state, null])
    expect(loading).toBe(true)
    expect(pools.map((p) => p.fee)).toEqual([3000])
    expect(buildV3Pools(candidates, []).loading).toBe(true)
  })

  it('leaves out pools that do not exist (null) or were never initialised (sqrtPrice 0)', () => {
    const { pools, loading } = buildV3Pools(candidates, [
      null,
      { sqrtPriceX96: 0n, tick: 0, liquidity: 0n },
      state,
    ])
    expect(loading).toBe(false)
    expect(pools.map((p) => p.fee)).toEqual([10000])
  })

  it('leaves out a pool whose tick does not match its price', () => {
    const inconsistent: PoolState = { ...state, tick: state.tick + 100 }
    const { pools, loading } = buildV3Pools(candidates, [inconsistent, state, state])
    expect(loading).toBe(false)
    expect(pools.map((p) => p.fee)).toEqual([3000, 10000])
  })
})

describe('v3Routes', () => {
  const one = 10n ** 18n
  const pools = [
    pool(A, one, B, one, FeeAmount.LOW),
    pool(A, one, B, one, FeeAmount.MEDIUM),
    pool(A, one, W, one, FeeAmount.MEDIUM),
    pool(W, one, B, one, FeeAmount.HIGH),
  ]

  it('finds the direct routes and those through one base within two hops', () => {
    expect(V3_MAX_HOPS).toBe(2)
    expect(v3Routes(A, B, pools, V3_MAX_HOPS).map(describeRoute).sort()).toEqual([
      'A>B@3000',
      'A>B@500',
      'A>W>B@3000,10000',
    ])
  })

  it('finds only direct routes in single-hop mode (maxHops 1)', () => {
    expect(v3Routes(A, B, pools, 1).map(describeRoute).sort()).toEqual(['A>B@3000', 'A>B@500'])
    expect(v3Routes(A, B, pools.slice(2), 1)).toEqual([])
  })

  it('keeps the native currency at the ends of the route', () => {
    const routes = v3Routes(ETH, B, pools, V3_MAX_HOPS)
    expect(routes.map(describeRoute).sort()).toEqual(['W>A>B@3000,3000', 'W>A>B@3000,500', 'W>B@10000'])
    for (const route of routes) {
      expect(route.input.isNative).toBe(true)
      expect(route.output.equals(B)).toBe(true)
    }
    const toEth = v3Routes(B, ETH, pools, 1)
    expect(toEth.map(describeRoute)).toEqual(['B>W@10000'])
    expect(toEth[0]?.output.isNative).toBe(true)
  })

  it('has no route between a currency and its own wrapped token', () => {
    expect(v3Routes(ETH, W, pools, V3_MAX_HOPS)).toEqual([])
    expect(v3Routes(W, ETH, pools, V3_MAX_HOPS)).toEqual([])
  })
})

describe('quotePath', () => {
  const one = 10n ** 18n
  const [route] = v3Routes(
    A,
    B,
    [pool(A, one, W, one, FeeAmount.LOW), pool(W, one, B, one, FeeAmount.HIGH)],
    2,
  ) as [Route<Currency, Currency>]
  const hex = (token: Token) => token.address.slice(2).toLowerCase()

  it('encodes the path in trade order for exact input: token, fee, token, fee, token', () => {
    expect(quotePath(route, TradeType.EXACT_INPUT)).toBe(`0x${hex(A)}0001f4${hex(W)}002710${hex(B)}`)
  })

  it('encodes it reversed for exact output', () => {
    expect(quotePath(route, TradeType.EXACT_OUTPUT)).toBe(`0x${hex(B)}002710${hex(W)}0001f4${hex(A)}`)
  })
})

describe('bestV3Trade', () => {
  const one = 10n ** 18n
  const pools = [
    pool(A, one, B, one, FeeAmount.LOW),
    pool(A, one, B, one, FeeAmount.MEDIUM),
    pool(A, one, B, one, FeeAmount.HIGH),
  ]
  const routes = v3Routes(A, B, pools, 1)
  const fees = routes.map((r) => r.pools[0]?.fee)
  const feeOf = (trade: ReturnType<typeof bestV3Trade>) => trade?.swaps[0]?.route.pools[0]?.fee

  it('has one route per fee tier to choose from', () => {
    expect(fees).toEqual([500, 3000, 10000])
  })

  it('takes the largest output for exact input, with the given input and the quoted output', () => {
    const input = amount(A, 10n ** 18n)
    const trade = bestV3Trade(routes, [990n, 997n, 980n], input, TradeType.EXACT_INPUT)
    expect(feeOf(trade)).toBe(3000)
    expect(trade?.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(trade?.inputAmount.equalTo(input)).toBe(true)
    expect(trade?.outputAmount.currency.equals(B)).toBe(true)
    expect(trade?.outputAmount.quotient.toString()).toBe('997')
  })

  it('takes the smallest input for exact output, with the quoted input and the given output', () => {
    const output = amount(B, 10n ** 18n)
    const trade = bestV3Trade(routes, [1010n, 1003n, 1001n], output, TradeType.EXACT_OUTPUT)
    expect(feeOf(trade)).toBe(10000)
    expect(trade?.tradeType).toBe(TradeType.EXACT_OUTPUT)
    expect(trade?.outputAmount.equalTo(output)).toBe(true)
    expect(trade?.inputAmount.currency.equals(A)).toBe(true)
    expect(trade?.inputAmount.quotient.toString()).toBe('1001')
  })

  it('ignores failed (null), missing and zero quotes', () => {
    const output = amount(B, 10n ** 18n)
    // A zero quote would be the smallest input: it must not win.
    expect(feeOf(bestV3Trade(routes, [0n, null, 1200n], output, TradeType.EXACT_OUTPUT))).toBe(10000)
    expect(feeOf(bestV3Trade(routes, [null, 5n], amount(A, one), TradeType.EXACT_INPUT))).toBe(3000)
    expect(bestV3Trade(routes, [null, 0n, undefined], amount(A, one), TradeType.EXACT_INPUT)).toBeNull()
    expect(bestV3Trade(routes, [], output, TradeType.EXACT_OUTPUT)).toBeNull()
    expect(bestV3Trade([], [], output, TradeType.EXACT_OUTPUT)).toBeNull()
  })

  it('keeps the native input currency on the trade', () => {
    const wb = [pool(W, one, B, 2000n * one, FeeAmount.LOW), pool(W, one, B, 2000n * one, FeeAmount.MEDIUM)]
    const ethIn = amount(ETH, one)
    const exactIn = bestV3Trade(
      v3Routes(ETH, B, wb, 1),
      [1990n * one, 1994n * one],
      ethIn,
      TradeType.EXACT_INPUT,
    )
    expect(exactIn?.inputAmount.currency.isNative).toBe(true)
    expect(exactIn?.route.input.isNative).toBe(true)
    expect(exactIn?.outputAmount.quotient.toString()).toBe((1994n * one).toString())
    const exactOut = bestV3Trade(
      v3Routes(ETH, B, wb, 1),
      [one + 5n, one + 3n],
      amount(B, 2000n * one),
      TradeType.EXACT_OUTPUT,
    )
    expect(exactOut?.inputAmount.currency.isNative).toBe(true)
    expect(exactOut?.inputAmount.quotient.toString()).toBe((one + 3n).toString())
  })

  it('keeps the native output currency of an exact output trade', () => {
    const wb = [pool(W, one, B, 2000n * one, FeeAmount.LOW)]
    const trade = bestV3Trade(
      v3Routes(B, ETH, wb, 1),
      [2010n * one],
      amount(ETH, one),
      TradeType.EXACT_OUTPUT,
    )
    expect(trade?.outputAmount.currency.isNative).toBe(true)
    expect(trade?.inputAmount.currency.equals(B)).toBe(true)
  })
})
