// Client-side v2 routing (spec 1 §9, facts §8.4): pairs from the bases, custom bases and pinned pairs, read
// per block, and the SDK's best-trade search over up to three hops, where more hops must win by 0.5 %.
import { type Currency, CurrencyAmount, Percent, type Token, TradeType } from '@uniswap/sdk-core'
import { computePairAddress, Pair, Trade } from '@uniswap/v2-sdk'
import type { Address } from 'viem'
import { tokenCombinations } from './candidates.ts'
import { isTradeBetter } from './compareTrades.ts'
import type { RoutingConfig } from './routingBases.ts'

export const V2_MAX_HOPS = 3
const MORE_HOPS_MINIMUM_GAIN = new Percent(50, 10_000)

export type PairCandidate = { tokenA: Token; tokenB: Token; address: Address }
/** getReserves in token0/token1 order: undefined while loading, null when there is no pair. */
export type PairReserves = readonly [bigint, bigint] | null | undefined

/** A v2 pair's address on a chain's factory; the spec's internal errors for what cannot be a pair. */
export function pairAddressOf(tokenA: Token, tokenB: Token, factory: Address | undefined): Address {
  if (!factory) throw new Error('No V2 factory address on this chain')
  if (tokenA.chainId !== tokenB.chainId) throw new Error('Not matching chain IDs')
  if (tokenA.equals(tokenB)) throw new Error('Tokens cannot be equal')
  return computePairAddress({ factoryAddress: factory, tokenA, tokenB }) as Address
}

export function v2PairCandidates(
  tokenIn: Token,
  tokenOut: Token,
  config: RoutingConfig,
  factory: Address,
): PairCandidate[] {
  const pinned = config.pinnedPairs.filter(([a]) => a.chainId === tokenIn.chainId)
  const seen = new Set<string>()
  const candidates: PairCandidate[] = []
  for (const [tokenA, tokenB] of [...tokenCombinations(tokenIn, tokenOut, config), ...pinned]) {
    const address = pairAddressOf(tokenA, tokenB, factory)
    if (seen.has(address)) continue
    seen.add(address)
    candidates.push({ tokenA, tokenB, address })
  }
  return candidates
}

export function buildV2Pairs(
  candidates: readonly PairCandidate[],
  reserves: readonly PairReserves[],
): { pairs: Pair[]; loading: boolean } {
  const pairs: Pair[] = []
  let loading = false
  candidates.forEach(({ tokenA, tokenB }, i) => {
    const state = reserves[i]
    if (state === undefined) {
      loading = true
      return
    }
    if (state === null) return
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
    pairs.push(
      new Pair(
        CurrencyAmount.fromRawAmount(token0, state[0].toString()),
        CurrencyAmount.fromRawAmount(token1, state[1].toString()),
      ),
    )
  })
  return { pairs, loading }
}

/** The best v2 trade of 1 to `maxHops` hops; a longer route replaces a shorter one only when 0.5 % better. */
export function bestV2Trade(
  pairs: readonly Pair[],
  amount: CurrencyAmount<Currency>,
  otherCurrency: Currency,
  tradeType: TradeType,
  maxHops: number,
): Trade<Currency, Currency, TradeType> | null {
  if (pairs.length === 0 || amount.currency.wrapped.equals(otherCurrency.wrapped)) return null
  let best: Trade<Currency, Currency, TradeType> | null = null
  for (let hops = 1; hops <= maxHops; hops++) {
    const options = { maxHops: hops, maxNumResults: 1 }
    let found: Trade<Currency, Currency, TradeType> | undefined
    try {
      found =
        tradeType === TradeType.EXACT_INPUT
          ? Trade.bestTradeExactIn([...pairs], amount, otherCurrency, options)[0]
          : Trade.bestTradeExactOut([...pairs], otherCurrency, amount, options)[0]
    } catch {
      // The SDK throws on pairs with too little liquidity for the amount; there is no trade of this length.
      found = undefined
    }
    if (!found) continue
    if (best === null || isTradeBetter(best, found, hops === 1 ? undefined : MORE_HOPS_MINIMUM_GAIN))
      best = found
  }
  return best
}
