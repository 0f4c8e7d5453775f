// A stored position as the v3 SDK's Position in its pool, from the pool's slot0 and liquidity (read each
// block through pool-data's reads at the address poolAddressOf gives for the chain's factory).
import { Token } from '@uniswap/sdk-core'
import { type FeeAmount, type Pool, Position, TICK_SPACINGS } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { buildV3Pools, type PoolState, poolAddressOf } from '../../../lib/routing/v3Routing.ts'

/** The position's pool terms and its liquidity (PositionDetails from chain/positionReads fits). */
export type PositionTerms = {
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
}

/** The tick spacing of a fee tier the factory knows; null for any other fee. */
export function tickSpacingOf(fee: number): number | null {
  const spacing: number | undefined = (TICK_SPACINGS as Partial<Record<number, number>>)[fee]
  return spacing ?? null
}

/** The position's tokens in its own order, or null when the given tokens are not the position's. */
export function positionTokens(terms: PositionTerms, tokenA: Token, tokenB: Token): [Token, Token] | null {
  const same = (token: Token, address: Address) => token.address.toLowerCase() === address.toLowerCase()
  if (same(tokenA, terms.token0) && same(tokenB, terms.token1)) return [tokenA, tokenB]
  if (same(tokenB, terms.token0) && same(tokenA, terms.token1)) return [tokenB, tokenA]
  return null
}

/** The pool address to read slot0 and liquidity from; null for a fee without a tick spacing. */
export function positionPoolAddress(
  terms: PositionTerms,
  tokens: readonly [Token, Token],
  factory: Address,
): Address | null {
  if (tickSpacingOf(terms.fee) === null) return null
  return poolAddressOf(tokens[0], tokens[1], terms.fee as FeeAmount, factory)
}

/**
 * The pool address from the stored position alone, before its tokens' details are known: the address hangs
 * on the token addresses and the fee only, so the decimals given here play no part.
 */
export function storedPositionPoolAddress(
  chainId: number,
  terms: PositionTerms,
  factory: Address,
): Address | null {
  if (terms.token0.toLowerCase() === terms.token1.toLowerCase()) return null
  const token = (address: Address) => new Token(chainId, address, 18, undefined, undefined, true)
  return positionPoolAddress(terms, [token(terms.token0), token(terms.token1)], factory)
}

/** The SDK pool, or null when it is not there (never initialised) or its state is inconsistent. */
export function positionPool(
  terms: PositionTerms,
  tokens: readonly [Token, Token],
  state: PoolState,
  factory: Address,
): Pool | null {
  const address = positionPoolAddress(terms, tokens, factory)
  if (address === null) return null
  const [tokenA, tokenB] = tokens
  return buildV3Pools([{ tokenA, tokenB, fee: terms.fee as FeeAmount, address }], [state]).pools[0] ?? null
}

/** The SDK position, or null when its ticks do not fit the pool (a position no factory pool can hold). */
export function sdkPosition(terms: PositionTerms, pool: Pool): Position | null {
  try {
    return new Position({
      pool,
      liquidity: terms.liquidity.toString(),
      tickLower: terms.tickLower,
      tickUpper: terms.tickUpper,
    })
  } catch {
    return null
  }
}
