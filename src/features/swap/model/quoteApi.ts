// The quote (routing) API (facts §12): the request URL, and the response read as untrusted input. The shape
// follows the public Uniswap routing API's quote response; every field used is checked by hand and anything
// malformed rejects the whole response (the swap then routes in the browser).
import type { Address } from 'viem'

export type QuoteType = 'exactIn' | 'exactOut'

export type QuoteApiParams = {
  /** Native ETH is asked for as its wrapped token. */
  readonly tokenInAddress: Address
  readonly tokenInChainId: number
  readonly tokenOutAddress: Address
  readonly tokenOutChainId: number
  /** Raw amount of the input (exactIn) or output (exactOut) token. */
  readonly amount: bigint
  readonly type: QuoteType
}

export type QuoteApiToken = {
  readonly chainId: number
  /** Lower case. */
  readonly address: Address
  readonly decimals: number
  /** Untrusted text: shown as text only. */
  readonly symbol: string | undefined
}

export type QuoteApiPool = {
  readonly address: Address
  readonly tokenIn: QuoteApiToken
  readonly tokenOut: QuoteApiToken
  readonly fee: number
  readonly liquidity: bigint
  readonly sqrtRatioX96: bigint
  readonly tickCurrent: number
}

export type QuoteApiRoute = {
  /** In swap order: the first pool takes the input token, the last gives the output token. */
  readonly pools: readonly QuoteApiPool[]
  readonly amountIn: bigint
  readonly amountOut: bigint
}

export type QuoteApiResponse = {
  readonly routes: readonly QuoteApiRoute[]
  /** Output amount (exactIn) or input amount (exactOut) over all routes. */
  readonly quote: bigint
  readonly quoteGasAdjusted: bigint | undefined
  readonly gasUseEstimate: bigint | undefined
  /** Decimal text, such as "3.214". */
  readonly gasUseEstimateUSD: string | undefined
  readonly blockNumber: bigint
}

// Far above what a router returns (a few split routes of up to a few hops): only a bound on the work.
const MAX_ROUTES = 16
const MAX_POOLS_PER_ROUTE = 8
const MAX_SYMBOL_LENGTH = 64
const MAX_TICK = 887272
const MAX_CHAIN_ID = 2 ** 32

/** `<base>quote?…` with the fields of facts §12, in that order; v3 pools only. */
export function quoteApiUrl(base: string, params: QuoteApiParams): string {
  if (!params.tokenInAddress || !params.tokenOutAddress) throw new Error('Missing tokenIn/tokenOut')
  const query = new URLSearchParams({
    tokenInAddress: params.tokenInAddress,
    tokenInChainId: String(params.tokenInChainId),
    tokenOutAddress: params.tokenOutAddress,
    tokenOutChainId: String(params.tokenOutChainId),
    amount: params.amount.toString(),
    type: params.type,
    protocols: 'v3',
  })
  return `${base.endsWith('/') ? base : `${base}/`}quote?${query}`
}

type Fields = Readonly<Record<string, unknown>>

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A non-negative integer of at most `bits` bits, given as decimal text (or a safe integer number). */
function uint(value: unknown, bits: number): bigint | null {
  let result: bigint
  if (typeof value === 'string' && /^[0-9]{1,78}$/.test(value)) result = BigInt(value)
  else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) result = BigInt(value)
  else return null
  return result < 1n << BigInt(bits) ? result : null
}

function int(value: unknown, min: number, max: number): number | null {
  let result: number
  if (typeof value === 'number') result = value
  else if (typeof value === 'string' && /^-?[0-9]{1,16}$/.test(value)) result = Number(value)
  else return null
  return Number.isSafeInteger(result) && result >= min && result <= max ? result : null
}

function address(value: unknown): Address | null {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
    ? (value.toLowerCase() as Address)
    : null
}

function optional<T>(value: unknown, read: (value: unknown) => T | null): T | undefined | null {
  return value === undefined || value === null ? undefined : read(value)
}

function parseToken(value: unknown): QuoteApiToken | null {
  if (!isRecord(value)) return null
  const chainId = int(value.chainId, 1, MAX_CHAIN_ID)
  const tokenAddress = address(value.address)
  const decimals = int(value.decimals, 0, 255)
  const symbol = optional(value.symbol, (s) =>
    typeof s === 'string' && s.length <= MAX_SYMBOL_LENGTH ? s : null,
  )
  if (chainId === null || tokenAddress === null || decimals === null || symbol === null) return null
  return { chainId, address: tokenAddress, decimals, symbol }
}

type ParsedPool = QuoteApiPool & {
  readonly amountIn: bigint | undefined
  readonly amountOut: bigint | undefined
}

function parsePool(value: unknown): ParsedPool | null {
  if (!isRecord(value) || value.type !== 'v3-pool') return null
  const poolAddress = address(value.address)
  const tokenIn = parseToken(value.tokenIn)
  const tokenOut = parseToken(value.tokenOut)
  const fee = int(value.fee, 1, 999_999)
  const liquidity = uint(value.liquidity, 128)
  const sqrtRatioX96 = uint(value.sqrtRatioX96, 160)
  const tickCurrent = int(value.tickCurrent, -MAX_TICK, MAX_TICK)
  const amountIn = optional(value.amountIn, (v) => uint(v, 256))
  const amountOut = optional(value.amountOut, (v) => uint(v, 256))
  if (
    poolAddress === null ||
    tokenIn === null ||
    tokenOut === null ||
    fee === null ||
    liquidity === null ||
    sqrtRatioX96 === null ||
    sqrtRatioX96 === 0n ||
    tickCurrent === null ||
    amountIn === null ||
    amountOut === null ||
    tokenIn.address === tokenOut.address ||
    tokenIn.chainId !== tokenOut.chainId
  )
    return null
  return {
    address: poolAddress,
    tokenIn,
    tokenOut,
    fee,
    liquidity,
    sqrtRatioX96,
    tickCurrent,
    amountIn,
    amountOut,
  }
}

function parseRoute(value: unknown): QuoteApiRoute | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_POOLS_PER_ROUTE) return null
  const parsed: ParsedPool[] = []
  for (const item of value) {
    const pool = parsePool(item)
    const previous = parsed[parsed.length - 1]
    // Each pool takes what the one before it gives.
    if (pool === null || (previous && previous.tokenOut.address !== pool.tokenIn.address)) return null
    parsed.push(pool)
  }
  // The route's amounts: what its first pool takes and what its last pool gives.
  const amountIn = parsed[0]?.amountIn
  const amountOut = parsed[parsed.length - 1]?.amountOut
  if (!amountIn || !amountOut) return null
  const pools = parsed.map(({ amountIn: _in, amountOut: _out, ...pool }) => pool)
  return { pools, amountIn, amountOut }
}

/** Every route goes from the same token to the same token, and a token is described the same everywhere. */
function consistent(routes: readonly QuoteApiRoute[]): boolean {
  const first = routes[0]?.pools
  const start = first?.[0]?.tokenIn.address
  const end = first?.[first.length - 1]?.tokenOut.address
  const tokens = new Map<Address, QuoteApiToken>()
  for (const { pools } of routes) {
    if (pools[0]?.tokenIn.address !== start || pools[pools.length - 1]?.tokenOut.address !== end) return false
    for (const token of pools.flatMap((pool) => [pool.tokenIn, pool.tokenOut])) {
      const known = tokens.get(token.address)
      if (known && (known.decimals !== token.decimals || known.chainId !== token.chainId)) return false
      tokens.set(token.address, token)
    }
  }
  const chains = new Set([...tokens.values()].map((token) => token.chainId))
  return start !== end && chains.size === 1
}

/** The quote response, or null when it is malformed or has no route. Never throws. */
export function parseQuoteResponse(json: unknown): QuoteApiResponse | null {
  try {
    if (!isRecord(json) || !Array.isArray(json.route)) return null
    if (json.route.length === 0 || json.route.length > MAX_ROUTES) return null
    const routes: QuoteApiRoute[] = []
    for (const item of json.route) {
      const route = parseRoute(item)
      if (route === null) return null
      routes.push(route)
    }
    if (!consistent(routes)) return null
    const quote = uint(json.quote, 256)
    const blockNumber = uint(json.blockNumber, 64)
    const quoteGasAdjusted = optional(json.quoteGasAdjusted, (v) =>
      // Gas adjustment can take an exact-input quote below zero.
      typeof v === 'string' && /^-?[0-9]{1,78}$/.test(v) ? BigInt(v) : null,
    )
    const gasUseEstimate = optional(json.gasUseEstimate, (v) => uint(v, 256))
    const gasUseEstimateUSD = optional(json.gasUseEstimateUSD, (v) =>
      typeof v === 'string' && /^[0-9]{1,30}(\.[0-9]{1,30})?$/.test(v) ? v : null,
    )
    if (
      quote === null ||
      blockNumber === null ||
      quoteGasAdjusted === null ||
      gasUseEstimate === null ||
      gasUseEstimateUSD === null
    )
      return null
    return { routes, quote, quoteGasAdjusted, gasUseEstimate, gasUseEstimateUSD, blockNumber }
  } catch {
    return null
  }
}
