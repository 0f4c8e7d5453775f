// A quote (routing) API answer as the v3 routes it claims for the currencies the user picked. The answer is
// only considered when its routes start at the input currency's token and end at the output currency's token
// on the same chain and its amounts add up to the typed amount; the end tokens are ours (from the lists), only
// the intermediate ones come from the answer. Its pool states and quotes are never used: the chain re-reads
// and re-quotes every route before a trade is shown. Loads with the trade engine: it imports the SDKs' values.
import { type Currency, Token } from '@uniswap/sdk-core'
import { type FeeAmount, TICK_SPACINGS } from '@uniswap/v3-sdk'
import type { RouteClaim } from '../../../../lib/routing/routeClaims.ts'
import type { QuoteApiParams, QuoteApiResponse, QuoteApiToken, QuoteType } from '../quoteApi.ts'

export type QuoteApiTradeRequest = {
  readonly input: Currency
  readonly output: Currency
  readonly type: QuoteType
}

/** The API request for a raw amount of the input (exactIn) or output (exactOut) currency. */
export function quoteApiParams(
  { input, output, type }: QuoteApiTradeRequest,
  amount: bigint,
): QuoteApiParams {
  return {
    tokenInAddress: input.wrapped.address as QuoteApiParams['tokenInAddress'],
    tokenInChainId: input.chainId,
    tokenOutAddress: output.wrapped.address as QuoteApiParams['tokenOutAddress'],
    tokenOutChainId: output.chainId,
    amount,
    type,
  }
}

function isFeeAmount(fee: number): fee is FeeAmount {
  return Object.hasOwn(TICK_SPACINGS, fee)
}

function sameToken(ours: Token, theirs: QuoteApiToken): boolean {
  return (
    ours.chainId === theirs.chainId &&
    ours.address.toLowerCase() === theirs.address &&
    ours.decimals === theirs.decimals
  )
}

/**
 * The routes the answer claims, or null when it does not fit the request: a route that does not start at the
 * input currency's token or end at the output currency's, a broken path, a foreign chain, an unknown fee tier,
 * or amounts that do not add up to the typed amount (the inputs for exact input, the outputs for exact output).
 * Nothing here is shown yet: the chain checks the claims first (pool-data's useCheckedClaims).
 */
export function quoteApiClaims(
  response: QuoteApiResponse,
  request: QuoteApiTradeRequest,
  typedAmount: bigint,
): RouteClaim[] | null {
  const { input, output, type } = request
  const tokenIn = input.wrapped
  const tokenOut = output.wrapped
  if (input.chainId !== output.chainId || tokenIn.equals(tokenOut)) return null
  const tokens = new Map<string, Token>([
    [tokenIn.address.toLowerCase(), tokenIn],
    [tokenOut.address.toLowerCase(), tokenOut],
  ])
  const tokenOf = (token: QuoteApiToken): Token => {
    const known = tokens.get(token.address)
    if (known) return known
    const created = new Token(token.chainId, token.address, token.decimals, token.symbol)
    tokens.set(token.address, created)
    return created
  }
  const claims: RouteClaim[] = []
  try {
    for (const route of response.routes) {
      const first = route.pools[0]
      const last = route.pools[route.pools.length - 1]
      if (!first || !last || !sameToken(tokenIn, first.tokenIn) || !sameToken(tokenOut, last.tokenOut))
        return null
      const path: Token[] = [tokenIn]
      const fees: FeeAmount[] = []
      for (const pool of route.pools) {
        if (pool.tokenIn.chainId !== input.chainId || pool.tokenOut.chainId !== input.chainId) return null
        if (!isFeeAmount(pool.fee)) return null
        // Each hop starts where the last one ended.
        if (pool.tokenIn.address !== path[path.length - 1]?.address.toLowerCase()) return null
        path.push(tokenOf(pool.tokenOut))
        fees.push(pool.fee)
      }
      if (route.amountIn <= 0n || route.amountOut <= 0n) return null
      claims.push({ tokens: path, fees, amountIn: route.amountIn, amountOut: route.amountOut })
    }
  } catch {
    // A token the SDK refuses (an address it cannot checksum …) refuses the answer.
    return null
  }
  if (claims.length === 0) return null
  const total = claims.reduce((sum, c) => sum + (type === 'exactIn' ? c.amountIn : c.amountOut), 0n)
  return total === typedAmount ? claims : null
}
