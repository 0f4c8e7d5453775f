// A v3 route an outside router (the quote API) claims, checked against the chain before anything is shown:
// its pools must exist, each route is re-quoted by QuoterV2 for the amount the answer gives it, and the trade is
// built from the chain's pool states and quotes. The answer's own pool states and amounts are never used.
import { type Currency, CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core'
import { type FeeAmount, type Pool, Route, Trade } from '@uniswap/v3-sdk'
import { type Address, encodePacked, type Hex } from 'viem'
import { buildV3Pools, type PoolCandidate, type PoolState, poolAddressOf } from './v3Routing.ts'

/** A route as claimed: its tokens in swap order, each hop's fee tier, and the amounts the answer names. */
export type RouteClaim = {
  readonly tokens: readonly Token[]
  readonly fees: readonly FeeAmount[]
  readonly amountIn: bigint
  readonly amountOut: bigint
}

/** How far (in basis points) the chain's quote of a route may be from the answer's before the answer is dropped. */
export const CLAIM_TOLERANCE_BPS = 50n

/** The pools the claims go through (each once), with their addresses on the chain's factory. */
export function claimPools(claims: readonly RouteClaim[], factory: Address): PoolCandidate[] {
  const pools = new Map<string, PoolCandidate>()
  for (const claim of claims)
    claim.fees.forEach((fee, i) => {
      const tokenA = claim.tokens[i]
      const tokenB = claim.tokens[i + 1]
      if (!tokenA || !tokenB) return
      const address = poolAddressOf(tokenA, tokenB, fee, factory)
      pools.set(address.toLowerCase(), { tokenA, tokenB, fee, address })
    })
  return [...pools.values()]
}

/** QuoterV2's path for a claimed route: in swap order for exact input, reversed for exact output. */
export function claimPath(claim: RouteClaim, tradeType: TradeType): Hex {
  const tokens = claim.tokens.map((token) => token.address as Address)
  const fees = [...claim.fees]
  if (tradeType === TradeType.EXACT_OUTPUT) {
    tokens.reverse()
    fees.reverse()
  }
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  tokens.forEach((token, i) => {
    types.push('address')
    values.push(token)
    const fee = fees[i]
    if (fee !== undefined) {
      types.push('uint24')
      values.push(fee)
    }
  })
  return encodePacked(types, values)
}

/** The amount QuoterV2 is asked about for a route: its input (exact input) or its output (exact output). */
export function claimQuoteAmount(claim: RouteClaim, tradeType: TradeType): bigint {
  return tradeType === TradeType.EXACT_INPUT ? claim.amountIn : claim.amountOut
}

export type ClaimCheck =
  | { readonly state: 'loading' }
  | { readonly state: 'rejected'; readonly reason: string }
  | { readonly state: 'valid'; readonly trade: Trade<Currency, Currency, TradeType> }

const differsBeyondTolerance = (claimed: bigint, chain: bigint): boolean => {
  const diff = claimed > chain ? claimed - chain : chain - claimed
  return diff * 10_000n > CLAIM_TOLERANCE_BPS * (claimed > 0n ? claimed : 1n)
}

/**
 * The claimed routes as a trade of the chain's making: pools from the chain's slot0 and liquidity (`states`, in
 * the order of `pools`), the other side of each route from the chain's quote (`quotes`, in the order of
 * `claims`). Rejected when a pool does not exist, a route does not quote, or a quote is off the answer's by more
 * than the tolerance.
 */
export function checkClaims(params: {
  claims: readonly RouteClaim[]
  pools: readonly PoolCandidate[]
  states: readonly PoolState[]
  quotes: readonly (bigint | null | undefined)[]
  currencyIn: Currency
  currencyOut: Currency
  tradeType: TradeType
}): ClaimCheck {
  const { claims, pools, states, quotes, currencyIn, currencyOut, tradeType } = params
  if (states.some((s) => s === undefined) || quotes.some((q) => q === undefined)) return { state: 'loading' }
  // The chain's pools, built as the browser's own routing builds them: one that does not exist or whose state is
  // inconsistent is left out, and then the answer is refused.
  const built = buildV3Pools(pools, states).pools
  if (built.length !== pools.length)
    return { state: 'rejected', reason: 'a claimed pool does not exist on chain' }
  const chainPools = new Map<string, Pool>(
    pools.map((candidate, i) => [candidate.address.toLowerCase(), built[i] as Pool]),
  )
  const exactIn = tradeType === TradeType.EXACT_INPUT
  const routes: {
    route: Route<Currency, Currency>
    inputAmount: CurrencyAmount<Currency>
    outputAmount: CurrencyAmount<Currency>
  }[] = []
  for (const [i, claim] of claims.entries()) {
    const quote = quotes[i]
    if (quote === null || quote === undefined || quote === 0n)
      return { state: 'rejected', reason: `route ${i} does not quote` }
    const claimed = exactIn ? claim.amountOut : claim.amountIn
    if (differsBeyondTolerance(claimed, quote))
      return { state: 'rejected', reason: `route ${i}: the answer says ${claimed}, the chain ${quote}` }
    const routePools = claim.fees.map((fee, hop) => {
      const tokenA = claim.tokens[hop] as Token
      const tokenB = claim.tokens[hop + 1] as Token
      return pools.find(
        (p) =>
          p.fee === fee &&
          ((p.tokenA.equals(tokenA) && p.tokenB.equals(tokenB)) ||
            (p.tokenA.equals(tokenB) && p.tokenB.equals(tokenA))),
      )
    })
    const chainRoutePools = routePools.map((p) => (p ? chainPools.get(p.address.toLowerCase()) : undefined))
    if (chainRoutePools.some((p) => p === undefined))
      return { state: 'rejected', reason: `route ${i} has no pools` }
    try {
      routes.push({
        route: new Route(chainRoutePools as Pool[], currencyIn, currencyOut),
        inputAmount: CurrencyAmount.fromRawAmount(currencyIn, (exactIn ? claim.amountIn : quote).toString()),
        outputAmount: CurrencyAmount.fromRawAmount(
          currencyOut,
          (exactIn ? quote : claim.amountOut).toString(),
        ),
      })
    } catch {
      return { state: 'rejected', reason: `route ${i} is no route` }
    }
  }
  if (routes.length === 0) return { state: 'rejected', reason: 'no route' }
  try {
    return { state: 'valid', trade: Trade.createUncheckedTradeWithMultipleRoutes({ routes, tradeType }) }
  } catch {
    return { state: 'rejected', reason: 'the routes do not make one trade' }
  }
}
