// A position as the position hooks read it (its tokens' details and its pool's state at the latest block), as
// the SDK's tokens, pool and position: what the collect and remove calls are built from.
import type { Token } from '@uniswap/sdk-core'
import type { Pool, Position } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { toSdkToken } from '../../../lib/sdk/sdkCurrency.ts'
import { positionPool, sdkPosition } from './sdkPosition.ts'

type TokenDetails = { chainId: number; address: string; decimals: number; symbol: string; name: string }

/** The parts of a read position the SDK needs (the position hooks' PositionInfo fits). */
export type ReadPosition = {
  token0: TokenDetails
  token1: TokenDetails
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
  /** The pool's slot0 and liquidity; null while read or when never initialised. */
  pool: { sqrtPriceX96: bigint; tick: number; liquidity: bigint } | null
}

export type PositionSdk = { tokens: readonly [Token, Token]; pool: Pool; position: Position }

/** The position's tokens as SDK tokens, in the position's order. */
export function positionSdkTokens(read: Pick<ReadPosition, 'token0' | 'token1'>): readonly [Token, Token] {
  return [toSdkToken(read.token0), toSdkToken(read.token1)]
}

/** Null while the pool is unknown, or when its state or the position's ticks make no SDK position. */
export function positionSdkOf(read: ReadPosition, factory: Address): PositionSdk | null {
  const tokens = positionSdkTokens(read)
  const terms = {
    token0: read.token0.address as Address,
    token1: read.token1.address as Address,
    fee: read.fee,
    tickLower: read.tickLower,
    tickUpper: read.tickUpper,
    liquidity: read.liquidity,
  }
  const pool = positionPool(terms, tokens, read.pool, factory)
  const position = pool ? sdkPosition(terms, pool) : null
  return pool && position ? { tokens, pool, position } : null
}
