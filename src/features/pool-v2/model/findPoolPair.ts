// Find pool (spec 2 §2 "Find pool", §4 "Pool state"): the v2 pair two picked currencies make on the chain, or
// that they make none. The native coin stands for its wrapped token, so ETH with WETH is one token twice.
import type { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { toSdkCurrency, type WrappedNative } from '../../../lib/sdk/sdkCurrency.ts'

/** A picked currency (the tokens feature's Currency, as far as a pair needs it). */
export type FindCurrency = Parameters<typeof toSdkCurrency>[0]

export type FindPoolPair =
  | { kind: 'select' }
  | { kind: 'invalid' }
  /** In the pair contract's order, with its LP token on the chain's factory. */
  | { kind: 'pair'; token0: Token; token1: Token; liquidityToken: Address }

export type FindPoolPairParams = {
  chainId: number
  /** The chain's v2 factory; none means there is no v2 here. */
  factory: Address | undefined
  wrappedNative: WrappedNative | undefined
  currencyA: FindCurrency | null
  currencyB: FindCurrency | null
}

const SELECT: FindPoolPair = { kind: 'select' }
const INVALID: FindPoolPair = { kind: 'invalid' }

/**
 * 'select' while a currency is missing; 'invalid' for one token twice (or the native coin with its wrapped
 * token), a currency of another chain, a token whose address is no address, or a chain without v2.
 */
export function findPoolPair(params: FindPoolPairParams): FindPoolPair {
  const { chainId, factory, wrappedNative, currencyA, currencyB } = params
  if (!currencyA || !currencyB) return SELECT
  if (currencyA.chainId !== chainId || currencyB.chainId !== chainId) return INVALID
  if (!factory || !wrappedNative) return INVALID
  try {
    const tokenA = toSdkCurrency(currencyA, wrappedNative).wrapped
    const tokenB = toSdkCurrency(currencyB, wrappedNative).wrapped
    // pairAddressOf throws for one token twice.
    const liquidityToken = pairAddressOf(tokenA, tokenB, factory)
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
    return { kind: 'pair', token0, token1, liquidityToken }
  } catch {
    // The SDK refuses an address that is not one (a token from storage or a tampered state).
    return INVALID
  }
}
