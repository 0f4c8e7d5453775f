// Client-side v3 routing (spec 1 §9): the pools a trade may use (token pairs × the three fee tiers), the
// routes of up to two hops over the pools that exist, and the best route once QuoterV2 has quoted each.
import { type Currency, CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core'
import { computePoolAddress, encodeRouteToPath, FeeAmount, Pool, Route, Trade } from '@uniswap/v3-sdk'
import type { Address, Hex } from 'viem'
import { type BaseConfig, tokenCombinations } from './candidates.ts'
import { computeAllRoutes } from './routes.ts'

export const V3_FEE_TIERS: readonly FeeAmount[] = [FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH]
export const V3_MAX_HOPS = 2

export type PoolCandidate = { tokenA: Token; tokenB: Token; fee: FeeAmount; address: Address }

/** slot0 and liquidity of a pool: undefined while loading, null when the pool does not exist. */
export type PoolState = { sqrtPriceX96: bigint; tick: number; liquidity: bigint } | null | undefined

/** A v3 pool's address on a chain's factory; the spec's internal error for a token paired with itself. */
export function poolAddressOf(tokenA: Token, tokenB: Token, fee: FeeAmount, factory: Address): Address {
  if (tokenA.address.toLowerCase() === tokenB.address.toLowerCase())
    throw new Error('Addresses should not be equal')
  return computePoolAddress({ factoryAddress: factory, tokenA, tokenB, fee }) as Address
}

export function v3PoolCandidates(
  tokenIn: Token,
  tokenOut: Token,
  config: BaseConfig,
  factory: Address,
): PoolCandidate[] {
  return tokenCombinations(tokenIn, tokenOut, config).flatMap(([tokenA, tokenB]) =>
    V3_FEE_TIERS.map((fee) => ({
      tokenA,
      tokenB,
      fee,
      address: poolAddressOf(tokenA, tokenB, fee, factory),
    })),
  )
}

/** The pools that exist (a price was ever set), and whether any state is still loading. */
export function buildV3Pools(
  candidates: readonly PoolCandidate[],
  states: readonly PoolState[],
): { pools: Pool[]; loading: boolean } {
  const pools: Pool[] = []
  let loading = false
  candidates.forEach((candidate, i) => {
    const state = states[i]
    if (state === undefined) {
      loading = true
      return
    }
    if (state === null || state.sqrtPriceX96 === 0n) return
    try {
      pools.push(
        new Pool(
          candidate.tokenA,
          candidate.tokenB,
          candidate.fee,
          state.sqrtPriceX96.toString(),
          state.liquidity.toString(),
          state.tick,
        ),
      )
    } catch {
      // An inconsistent slot0 (tick outside the price's range) is no pool to route through.
    }
  })
  return { pools, loading }
}

export function v3Routes(
  currencyIn: Currency,
  currencyOut: Currency,
  pools: readonly Pool[],
  maxHops: number,
): Route<Currency, Currency>[] {
  if (currencyIn.wrapped.equals(currencyOut.wrapped)) return []
  return computeAllRoutes(currencyIn.wrapped, currencyOut.wrapped, pools, maxHops).map(
    (path) => new Route(path, currencyIn, currencyOut),
  )
}

/** The encoded path QuoterV2 takes: in trade order for exact input, reversed for exact output. */
export function quotePath(route: Route<Currency, Currency>, tradeType: TradeType): Hex {
  return encodeRouteToPath(route, tradeType === TradeType.EXACT_OUTPUT) as Hex
}

/**
 * The best route by its quote: the largest output for exact input, the smallest input for exact output.
 * A quote is the other side's raw amount; null (failed) or zero quotes are no trade.
 */
export function bestV3Trade(
  routes: readonly Route<Currency, Currency>[],
  quotes: readonly (bigint | null | undefined)[],
  amount: CurrencyAmount<Currency>,
  tradeType: TradeType,
): Trade<Currency, Currency, TradeType> | null {
  let best: { route: Route<Currency, Currency>; quote: bigint } | null = null
  routes.forEach((route, i) => {
    const quote = quotes[i]
    if (quote === undefined || quote === null || quote === 0n) return
    const better =
      best === null || (tradeType === TradeType.EXACT_INPUT ? quote > best.quote : quote < best.quote)
    if (better) best = { route, quote }
  })
  if (best === null) return null
  const { route, quote } = best as { route: Route<Currency, Currency>; quote: bigint }
  const exactIn = tradeType === TradeType.EXACT_INPUT
  return Trade.createUncheckedTrade({
    route,
    inputAmount: exactIn ? amount : CurrencyAmount.fromRawAmount(route.input, quote.toString()),
    outputAmount: exactIn ? CurrencyAmount.fromRawAmount(route.output, quote.toString()) : amount,
    tradeType,
  })
}
