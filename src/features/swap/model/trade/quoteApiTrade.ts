// A quote (routing) API answer as a v3 trade for the currencies the user picked. The answer is only
// believed when its routes start at the input currency's token and end at the output currency's token on
// the same chain; the end tokens are ours (from the lists), only the intermediate ones come from the answer.
// Loads with the trade engine: it imports the SDKs' values.
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { type FeeAmount, Pool, Route, TICK_SPACINGS, Trade } from '@uniswap/v3-sdk'
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

export type QuoteApiTrade = Trade<Currency, Currency, TradeType>

/** The trade the answer describes, or null when it does not fit the request or the SDK refuses it. */
export function quoteApiTrade(
  response: QuoteApiResponse,
  request: QuoteApiTradeRequest,
): QuoteApiTrade | null {
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
  try {
    const routes = response.routes.map((route) => {
      const first = route.pools[0]
      const last = route.pools[route.pools.length - 1]
      if (!first || !last || !sameToken(tokenIn, first.tokenIn) || !sameToken(tokenOut, last.tokenOut))
        return null
      const pools: Pool[] = []
      for (const pool of route.pools) {
        if (pool.tokenIn.chainId !== input.chainId || !isFeeAmount(pool.fee)) return null
        pools.push(
          new Pool(
            tokenOf(pool.tokenIn),
            tokenOf(pool.tokenOut),
            pool.fee,
            pool.sqrtRatioX96.toString(),
            pool.liquidity.toString(),
            pool.tickCurrent,
          ),
        )
      }
      return {
        route: new Route(pools, input, output),
        inputAmount: CurrencyAmount.fromRawAmount(input, route.amountIn.toString()),
        outputAmount: CurrencyAmount.fromRawAmount(output, route.amountOut.toString()),
      }
    })
    if (routes.length === 0 || routes.some((route) => route === null)) return null
    return Trade.createUncheckedTradeWithMultipleRoutes({
      routes: routes.filter((route) => route !== null),
      tradeType: type === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    })
  } catch {
    // The SDK's own checks (price bounds of a pool, a broken path, a pool used twice …) refuse the answer.
    return null
  }
}
