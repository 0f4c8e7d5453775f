import { Token, TradeType } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, Pool, Route, TickMath } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkClaims, claimPath, claimPools, claimQuoteAmount, type RouteClaim } from './routeClaims.ts'
import { type PoolState, poolAddressOf, quotePath } from './v3Routing.ts'

const FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const tk = (n: number, symbol: string) =>
  new Token(1, `0x${n.toString(16).padStart(40, '0')}`, 18, symbol, symbol)
const A = tk(0xa1, 'A')
const B = tk(0xb2, 'B')
const C = tk(0xc3, 'C')
const E18 = 10n ** 18n

/** A pool's chain state at price 1 (raw units), with deep liquidity. */
const atPar = (): PoolState => {
  const sqrtPriceX96 = BigInt(encodeSqrtRatioX96(1, 1).toString())
  return { sqrtPriceX96, tick: TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(1, 1)), liquidity: 10n ** 24n }
}

const direct: RouteClaim = {
  tokens: [A, C],
  fees: [FeeAmount.MEDIUM],
  amountIn: 6n * 10n ** 17n,
  amountOut: 597n * 10n ** 15n,
}
const viaB: RouteClaim = {
  tokens: [A, B, C],
  fees: [FeeAmount.LOW, FeeAmount.MEDIUM],
  amountIn: 4n * 10n ** 17n,
  amountOut: 398n * 10n ** 15n,
}

function check(
  quotes: (bigint | null | undefined)[],
  states?: PoolState[],
  tradeType = TradeType.EXACT_INPUT,
) {
  const claims = [direct, viaB]
  const pools = claimPools(claims, FACTORY)
  return checkClaims({
    claims,
    pools,
    states: states ?? pools.map(atPar),
    quotes,
    currencyIn: A,
    currencyOut: C,
    tradeType,
  })
}

describe('claimPools', () => {
  it("lists each claimed hop's pool once, at its address on the factory", () => {
    const pools = claimPools([direct, viaB, direct], FACTORY)
    expect(pools.map((p) => p.address)).toEqual([
      poolAddressOf(A, C, FeeAmount.MEDIUM, FACTORY),
      poolAddressOf(A, B, FeeAmount.LOW, FACTORY),
      poolAddressOf(B, C, FeeAmount.MEDIUM, FACTORY),
    ])
  })
})

describe('claimPath', () => {
  it("is the SDK's quoter path of the same route, both ways", () => {
    const state = atPar()
    if (!state) throw new Error('fixture')
    const pool = (x: Token, y: Token, fee: FeeAmount) =>
      new Pool(x, y, fee, state.sqrtPriceX96.toString(), state.liquidity.toString(), state.tick)
    const route = new Route([pool(A, B, FeeAmount.LOW), pool(B, C, FeeAmount.MEDIUM)], A, C)
    for (const type of [TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT])
      expect(claimPath(viaB, type).toLowerCase()).toBe(quotePath(route, type).toLowerCase())
  })

  it('asks the quoter about the input for exact input and the output for exact output', () => {
    expect(claimQuoteAmount(viaB, TradeType.EXACT_INPUT)).toBe(viaB.amountIn)
    expect(claimQuoteAmount(viaB, TradeType.EXACT_OUTPUT)).toBe(viaB.amountOut)
  })
})

describe('checkClaims', () => {
  it("builds the trade from the chain's pools and quotes: the amounts shown are the chain's", () => {
    const result = check([596n * 10n ** 15n, 399n * 10n ** 15n])
    if (result.state !== 'valid') throw new Error(`valid expected, got ${result.state}`)
    expect(result.trade.inputAmount.quotient.toString()).toBe(E18.toString())
    // Within 0.5 % of the answer's, the chain's quotes (0.596 + 0.399) are what the trade gives.
    expect(result.trade.outputAmount.quotient.toString()).toBe((995n * 10n ** 15n).toString())
    expect(result.trade.swaps.map((s) => s.route.pools.length)).toEqual([1, 2])
    // The price impact comes from the chain's pools (all at price 1): 1 in, 0.995 out is 0.5 %.
    expect(Number(result.trade.priceImpact.toFixed(2))).toBeCloseTo(0.5, 1)
  })

  it('an answer that promises more than the chain gives, beyond 0.5 %, is rejected', () => {
    const result = check([500n * 10n ** 15n, 398n * 10n ** 15n])
    expect(result).toMatchObject({ state: 'rejected' })
    expect(result.state === 'rejected' ? result.reason : '').toContain('route 0')
  })

  it('an exact-output answer that claims to cost less than the chain asks is rejected', () => {
    // The chain asks 0.7 A for the direct route's output, not the 0.6 claimed.
    expect(check([7n * 10n ** 17n, 4n * 10n ** 17n], undefined, TradeType.EXACT_OUTPUT)).toMatchObject({
      state: 'rejected',
    })
    expect(check([6n * 10n ** 17n, 4n * 10n ** 17n], undefined, TradeType.EXACT_OUTPUT)).toMatchObject({
      state: 'valid',
    })
  })

  it('a pool that does not exist, or a route the quoter cannot quote, rejects the answer', () => {
    const pools = claimPools([direct, viaB], FACTORY)
    const states = pools.map((_, i) => (i === 1 ? null : atPar()))
    expect(check([597n * 10n ** 15n, 398n * 10n ** 15n], states)).toMatchObject({ state: 'rejected' })
    expect(check([597n * 10n ** 15n, null])).toMatchObject({ state: 'rejected' })
    expect(check([597n * 10n ** 15n, 0n])).toMatchObject({ state: 'rejected' })
  })

  it('waits while a read is loading', () => {
    expect(check([597n * 10n ** 15n, undefined])).toEqual({ state: 'loading' })
    const pools = claimPools([direct, viaB], FACTORY)
    expect(
      check(
        [597n * 10n ** 15n, 398n * 10n ** 15n],
        pools.map(() => undefined),
      ),
    ).toEqual({ state: 'loading' })
  })
})
