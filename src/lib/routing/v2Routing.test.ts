import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { computePairAddress, Pair, Route, Trade } from '@uniswap/v2-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency, type WrappedNative } from '../sdk/sdkCurrency.ts'
import { routingConfigOf } from './routingBases.ts'
import { bestV2Trade, buildV2Pairs, type PairCandidate, V2_MAX_HOPS, v2PairCandidates } from './v2Routing.ts'

const FACTORY: Address = '0x1111111111111111111111111111111111111111'
const OTHER_FACTORY: Address = '0x2222222222222222222222222222222222222222'
const MAINNET_WETH: WrappedNative = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const mainnet = routingConfigOf(1, MAINNET_WETH)

const tk = (n: number, symbol: string, chainId = 1, decimals = 18) =>
  new Token(chainId, `0x${n.toString(16).padStart(40, '0')}`, decimals, symbol, symbol)
const A = tk(0xa1, 'A')
const B = tk(0xb2, 'B')
const W = tk(0xc3, 'W')
const D = tk(0xd4, 'D')
const ETH = new ChainNativeCurrency(1, {
  address: W.address as Address,
  decimals: 18,
  symbol: 'W',
  name: 'W',
})

const units = (n: number | bigint, decimals = 18) => BigInt(n) * 10n ** BigInt(decimals)
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString())
/** A pair holding `x` raw units of `a` and `y` raw units of `b`. */
const pair = (a: Token, x: bigint, b: Token, y: bigint) => new Pair(amount(a, x), amount(b, y))
const symbolsOf = (c: PairCandidate) => [c.tokenA.symbol, c.tokenB.symbol].sort().join('/')
const pathOf = (trade: Trade<Currency, Currency, TradeType> | null) =>
  trade?.route.path.map((t) => t.symbol).join('>')
/** How much better (as a fraction) `b`'s execution price is than `a`'s. */
const gain = (a: Trade<Currency, Currency, TradeType>, b: Trade<Currency, Currency, TradeType>) =>
  Number(b.executionPrice.divide(a.executionPrice).toSignificant(12)) - 1

describe('v2PairCandidates', () => {
  const pinnedSymbols = ['cDAI/cUSDC', 'USDC/USDT', 'DAI/USDT']

  it('pairs the tokens and the mainnet bases in every combination, plus the cDAI/cUSDC pinned pair', () => {
    const candidates = v2PairCandidates(A, B, mainnet, FACTORY)
    // A, B, WETH, DAI, USDC, USDT, WBTC: 7 tokens give 21 pairs; USDC/USDT and DAI/USDT are among them.
    expect(candidates).toHaveLength(22)
    const symbols = candidates.map(symbolsOf)
    for (const pinned of pinnedSymbols) expect(symbols).toContain(pinned)
    expect(symbols).toContain('A/B')
    expect(new Set(symbols).size).toBe(candidates.length)
  })

  it('lists a pinned pair that is also a route pair only once', () => {
    const usdc = mainnet.bases.find((t) => t.symbol === 'USDC') as Token
    const usdt = mainnet.bases.find((t) => t.symbol === 'USDT') as Token
    const candidates = v2PairCandidates(usdc, usdt, mainnet, FACTORY)
    // USDC, USDT, WETH, DAI, WBTC: 10 pairs, plus cDAI/cUSDC.
    expect(candidates).toHaveLength(11)
    const symbols = candidates.map(symbolsOf)
    expect(symbols.filter((s) => s === 'USDC/USDT')).toHaveLength(1)
    expect(symbols.filter((s) => s === 'DAI/USDT')).toHaveLength(1)
    expect(new Set(candidates.map((c) => c.address)).size).toBe(candidates.length)
  })

  it('adds pinned pairs on chain 1 only', () => {
    const A5 = tk(0xa1, 'A', 5)
    const B5 = tk(0xb2, 'B', 5)
    const goerli = routingConfigOf(5, {
      ...MAINNET_WETH,
      address: '0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6',
    })
    // Even a config carrying the mainnet pinned pairs does not add them to another chain's candidates.
    const candidates = v2PairCandidates(A5, B5, { ...goerli, pinnedPairs: mainnet.pinnedPairs }, FACTORY)
    expect(candidates.map(symbolsOf).sort()).toEqual(['A/B', 'A/WETH', 'B/WETH'])
    const A42161 = tk(0xa1, 'A', 42161)
    const B42161 = tk(0xb2, 'B', 42161)
    const arbitrum = routingConfigOf(42161, {
      ...MAINNET_WETH,
      address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    })
    // A, B and the four Arbitrum bases: 15 pairs, and no cDAI/cUSDC.
    const onArbitrum = v2PairCandidates(A42161, B42161, arbitrum, FACTORY)
    expect(onArbitrum).toHaveLength(15)
    expect(onArbitrum.map(symbolsOf)).not.toContain('cDAI/cUSDC')
  })

  it("computes each pair's address from the given factory", () => {
    const candidates = v2PairCandidates(A, B, mainnet, FACTORY)
    for (const { tokenA, tokenB, address } of candidates)
      expect(address).toBe(computePairAddress({ factoryAddress: FACTORY, tokenA, tokenB }))
    const other = v2PairCandidates(A, B, mainnet, OTHER_FACTORY)
    expect(other.map(symbolsOf)).toEqual(candidates.map(symbolsOf))
    other.forEach((c, i) => {
      expect(c.address).not.toBe(candidates[i]?.address)
    })
  })
})

describe('buildV2Pairs', () => {
  // B sorts after A: the candidate lists B first, the reserves come in token0 (A), token1 (B) order.
  const candidates: PairCandidate[] = [
    { tokenA: B, tokenB: A, address: FACTORY },
    { tokenA: A, tokenB: W, address: FACTORY },
    { tokenA: W, tokenB: B, address: FACTORY },
  ]

  it('puts the reserves on token0 and token1 by address order, whatever the candidate order', () => {
    const { pairs, loading } = buildV2Pairs(candidates, [
      [100n, 200n],
      [300n, 400n],
      [500n, 600n],
    ])
    expect(loading).toBe(false)
    expect(pairs).toHaveLength(3)
    const [ab] = pairs as [Pair]
    expect(ab.token0.equals(A)).toBe(true)
    expect(ab.reserveOf(A).quotient.toString()).toBe('100')
    expect(ab.reserveOf(B).quotient.toString()).toBe('200')
  })

  it('skips pairs that do not exist (null)', () => {
    const { pairs, loading } = buildV2Pairs(candidates, [null, [300n, 400n], null])
    expect(loading).toBe(false)
    expect(pairs).toHaveLength(1)
    expect(pairs[0]?.involvesToken(W)).toBe(true)
    expect(pairs[0]?.involvesToken(A)).toBe(true)
  })

  it('is loading while any reserves are undefined, and builds the rest', () => {
    const partly = buildV2Pairs(candidates, [[100n, 200n], undefined, null])
    expect(partly.loading).toBe(true)
    expect(partly.pairs).toHaveLength(1)
    expect(buildV2Pairs(candidates, []).loading).toBe(true)
    expect(buildV2Pairs([], []).loading).toBe(false)
  })
})

describe('bestV2Trade: the 0.5 % rule for more hops', () => {
  const direct = pair(A, units(1_000_000), B, units(1_000_000))
  const aw = pair(A, units(1_000_000), W, units(1_000_000))
  // Two hops pay the 0.30 % fee twice: W/B must price B about 0.9 % (resp. 1.2 %) higher for the two-hop
  // trade to be about 0.3 % (resp. 0.6 %) better.
  const wbSlightly = pair(W, units(1_000_000), B, units(1_006_020))
  const wbClearly = pair(W, units(1_000_000), B, units(1_009_030))
  const oneA = amount(A, units(1))
  const oneB = amount(B, units(1))

  it('builds fixtures where the two-hop trade is 0.3 % and 0.6 % better', () => {
    const one = Trade.exactIn(new Route([direct], A, B), oneA)
    expect(gain(one, Trade.exactIn(new Route([aw, wbSlightly], A, B), oneA))).toBeCloseTo(0.003, 4)
    expect(gain(one, Trade.exactIn(new Route([aw, wbClearly], A, B), oneA))).toBeCloseTo(0.006, 4)
    const oneOut = Trade.exactOut(new Route([direct], A, B), oneB)
    expect(gain(oneOut, Trade.exactOut(new Route([aw, wbSlightly], A, B), oneB))).toBeCloseTo(0.003, 4)
    expect(gain(oneOut, Trade.exactOut(new Route([aw, wbClearly], A, B), oneB))).toBeCloseTo(0.006, 4)
  })

  it('keeps the direct trade when two hops are only 0.3 % better (exact input)', () => {
    const trade = bestV2Trade([direct, aw, wbSlightly], oneA, B, TradeType.EXACT_INPUT, V2_MAX_HOPS)
    expect(pathOf(trade)).toBe('A>B')
    expect(trade?.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(trade?.inputAmount.equalTo(oneA)).toBe(true)
  })

  it('takes the two-hop trade when it is 0.6 % better (exact input)', () => {
    expect(pathOf(bestV2Trade([direct, aw, wbClearly], oneA, B, TradeType.EXACT_INPUT, V2_MAX_HOPS))).toBe(
      'A>W>B',
    )
  })

  it('applies the same rule to exact output trades', () => {
    const slightly = bestV2Trade([direct, aw, wbSlightly], oneB, A, TradeType.EXACT_OUTPUT, V2_MAX_HOPS)
    expect(pathOf(slightly)).toBe('A>B')
    expect(slightly?.tradeType).toBe(TradeType.EXACT_OUTPUT)
    expect(slightly?.outputAmount.equalTo(oneB)).toBe(true)
    expect(pathOf(bestV2Trade([direct, aw, wbClearly], oneB, A, TradeType.EXACT_OUTPUT, V2_MAX_HOPS))).toBe(
      'A>W>B',
    )
  })

  it('needs the 0.5 % margin for a third hop over a two-hop trade too', () => {
    // No direct pair; A>W>B against A>W>D>B, where W/D/B prices B about 0.3 % or 0.9 % better than W/B.
    const wb = pair(W, units(1_000_000), B, units(1_000_000))
    const wd = pair(W, units(1_000_000), D, units(1_000_000))
    const dbSlightly = pair(D, units(1_000_000), B, units(1_006_020))
    const dbClearly = pair(D, units(1_000_000), B, units(1_009_030))
    expect(pathOf(bestV2Trade([aw, wb, wd, dbSlightly], oneA, B, TradeType.EXACT_INPUT, 3))).toBe('A>W>B')
    expect(pathOf(bestV2Trade([aw, wb, wd, dbClearly], oneA, B, TradeType.EXACT_INPUT, 3))).toBe('A>W>D>B')
    // At most two hops, the three-hop route is never considered.
    expect(pathOf(bestV2Trade([aw, wb, wd, dbClearly], oneA, B, TradeType.EXACT_INPUT, 2))).toBe('A>W>B')
  })

  it('takes a two-hop trade without any margin when there is no direct pair', () => {
    expect(pathOf(bestV2Trade([aw, wbSlightly], oneA, B, TradeType.EXACT_INPUT, V2_MAX_HOPS))).toBe('A>W>B')
  })
})

describe('bestV2Trade: hops, currencies and missing trades', () => {
  const ab = pair(A, units(1_000), B, units(1_000))
  const aw = pair(A, units(1_000), W, units(1_000))
  // Through W, B is twice as cheap: far better than the direct pair.
  const wb = pair(W, units(1_000), B, units(2_000))

  it('finds no two-hop trade in single-hop mode (maxHops 1)', () => {
    expect(bestV2Trade([aw, wb], amount(A, units(1)), B, TradeType.EXACT_INPUT, 1)).toBeNull()
    expect(bestV2Trade([aw, wb], amount(B, units(1)), A, TradeType.EXACT_OUTPUT, 1)).toBeNull()
    expect(pathOf(bestV2Trade([ab, aw, wb], amount(A, units(1)), B, TradeType.EXACT_INPUT, 1))).toBe('A>B')
    expect(pathOf(bestV2Trade([ab, aw, wb], amount(A, units(1)), B, TradeType.EXACT_INPUT, 2))).toBe('A>W>B')
  })

  it('has no trade without pairs, between a currency and its wrapped token, or without a route', () => {
    expect(bestV2Trade([], amount(A, units(1)), B, TradeType.EXACT_INPUT, 3)).toBeNull()
    expect(bestV2Trade([aw], amount(ETH, units(1)), W, TradeType.EXACT_INPUT, 3)).toBeNull()
    expect(bestV2Trade([aw], amount(W, units(1)), ETH, TradeType.EXACT_OUTPUT, 3)).toBeNull()
    expect(bestV2Trade([aw], amount(A, units(1)), D, TradeType.EXACT_INPUT, 3)).toBeNull()
  })

  it('has no trade from ETH to WETH even through a round trip of pairs', () => {
    // W > A > B > W would be a three-hop "trade" from the native coin to its own wrapped token.
    expect(bestV2Trade([aw, ab, wb], amount(ETH, units(1)), W, TradeType.EXACT_INPUT, 3)).toBeNull()
    expect(bestV2Trade([aw, ab, wb], amount(W, units(1)), ETH, TradeType.EXACT_OUTPUT, 3)).toBeNull()
  })

  it('has no trade buying more than the pairs hold', () => {
    expect(bestV2Trade([ab], amount(B, units(1_000)), A, TradeType.EXACT_OUTPUT, 3)).toBeNull()
    expect(bestV2Trade([ab], amount(B, units(5_000)), A, TradeType.EXACT_OUTPUT, 3)).toBeNull()
  })

  it('keeps the native input currency on the trade (exact input)', () => {
    const trade = bestV2Trade([aw, ab], amount(ETH, units(1)), B, TradeType.EXACT_INPUT, V2_MAX_HOPS)
    expect(trade).not.toBeNull()
    expect(trade?.inputAmount.currency.isNative).toBe(true)
    expect(trade?.route.input.isNative).toBe(true)
    expect(trade?.route.path.map((t) => t.symbol)).toEqual(['W', 'A', 'B'])
    expect(trade?.outputAmount.currency.equals(B)).toBe(true)
  })

  it('keeps the native currency on both sides of exact output trades', () => {
    const buyWithEth = bestV2Trade([aw], amount(A, units(1)), ETH, TradeType.EXACT_OUTPUT, V2_MAX_HOPS)
    expect(buyWithEth?.inputAmount.currency.isNative).toBe(true)
    expect(buyWithEth?.outputAmount.currency.equals(A)).toBe(true)
    const buyEth = bestV2Trade([aw], amount(ETH, units(1)), A, TradeType.EXACT_OUTPUT, V2_MAX_HOPS)
    expect(buyEth?.outputAmount.currency.isNative).toBe(true)
    expect(buyEth?.inputAmount.currency.equals(A)).toBe(true)
  })
})
