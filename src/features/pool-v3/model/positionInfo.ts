// A position as the screens show it: what positions(tokenId) and ownerOf say, its tokens' details and its
// pool's current state, with the badge (spec 2 §3, §4). Built from the block's reads by the position hooks.
import type { Address } from 'viem'
import { type PositionStatus, positionStatus } from './positionStatus.ts'

/** An ERC-20 token as the tokens feature describes it (its TokenCurrency). */
export type PositionToken = {
  kind: 'token'
  chainId: number
  address: Address
  decimals: number
  symbol: string
  name: string
  logoURI?: string
}

/** The pool's slot0 and liquidity at the latest block. */
export type PositionPoolState = { sqrtPriceX96: bigint; tick: number; liquidity: bigint }

export type PositionInfo<T extends PositionToken = PositionToken> = {
  tokenId: bigint
  owner: Address
  token0: T
  token1: T
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
  tokensOwed0: bigint
  tokensOwed1: bigint
  /** Null while it is read, or when the pool was never initialised. */
  pool: PositionPoolState | null
  /** Null while the pool's tick is unknown (a closed position is 'closed' without it). */
  status: PositionStatus | null
}

/** 'missing': positions() or ownerOf reverted, so no such position exists (never minted, or burned). */
export type PositionResult<T extends PositionToken = PositionToken> =
  | { state: 'loading'; position: null }
  | { state: 'missing'; position: null }
  | { state: 'ready'; position: PositionInfo<T> }

export const LOADING_POSITION = { state: 'loading', position: null } as const
export const MISSING_POSITION = { state: 'missing', position: null } as const

type StoredTerms = Omit<PositionInfo, 'token0' | 'token1' | 'pool' | 'status' | 'owner'>

export function positionInfoOf<T extends PositionToken>(
  terms: StoredTerms,
  owner: Address,
  tokens: readonly [T, T],
  pool: PositionPoolState | null,
): PositionInfo<T> {
  const { tokenId, fee, tickLower, tickUpper, liquidity, tokensOwed0, tokensOwed1 } = terms
  return {
    tokenId,
    owner,
    token0: tokens[0],
    token1: tokens[1],
    fee,
    tickLower,
    tickUpper,
    liquidity,
    tokensOwed0,
    tokensOwed1,
    pool,
    status: positionStatus({ liquidity, tickLower, tickUpper }, pool?.tick),
  }
}
