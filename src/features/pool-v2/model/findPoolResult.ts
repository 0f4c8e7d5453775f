// Find pool's result (spec 2 §2 "Find pool", §4 "Pool state"): Invalid pair, Loading, No pool found (a pair
// whose reserves are both zero counts as not found), no liquidity of the account's in it yet, or Pool Found
// with the account's position.

import type { FindPoolPair } from './findPoolPair.ts'
import type { V2PositionCardInput } from './v2PositionCardView.ts'
import { v2PositionValue } from './v2PositionValue.ts'

/** A per-block read as the multicall hooks give it: no answer yet, no answer from the node, or a result. */
export type FindReadState<T> = { loading: boolean; failed: boolean; result: T | undefined }

export type FindPoolReads = {
  /** The account's balance of each of the pair's tokens: only an ERC-20 answers balanceOf. */
  tokenBalances: readonly FindReadState<bigint>[]
  reserves: FindReadState<readonly [bigint, bigint]>
  totalSupply: FindReadState<bigint>
  /** The account's LP tokens. */
  held: FindReadState<bigint>
}

export type FindPoolResult =
  | { kind: 'select' }
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'no-liquidity' }
  | { kind: 'found'; position: V2PositionCardInput }

const LOADING: FindPoolResult = { kind: 'loading' }

/** No answer yet, or one from a node that gave none (which says nothing about the contract). */
const pending = (read: FindReadState<unknown>) => read.loading || read.failed

export function findPoolResult(pair: FindPoolPair, reads: FindPoolReads): FindPoolResult {
  if (pair.kind !== 'pair') return pair
  const { tokenBalances, reserves, totalSupply, held } = reads
  if (tokenBalances.some(pending)) return LOADING
  // A token that is no ERC-20 (no code, or a contract without balanceOf) makes no pair.
  if (tokenBalances.some((read) => read.result === undefined)) return { kind: 'invalid' }
  if (pending(reserves)) return LOADING
  // No contract at the pair's address answers no reserves.
  const pairReserves = reserves.result
  if (!pairReserves || (pairReserves[0] === 0n && pairReserves[1] === 0n)) return { kind: 'not-found' }
  if (pending(held)) return LOADING
  const liquidity = held.result ?? 0n
  if (liquidity === 0n) return { kind: 'no-liquidity' }
  if (pending(totalSupply) || totalSupply.result === undefined) return LOADING
  const value = v2PositionValue({
    token0: pair.token0,
    token1: pair.token1,
    reserves: pairReserves,
    totalSupply: totalSupply.result,
    liquidity,
  })
  // Reads of two blocks that do not add up: the next block's agree.
  if (!value) return LOADING
  const { token0, token1, liquidityToken } = pair
  return {
    kind: 'found',
    position: { token0, token1, liquidityToken, held: liquidity, staked: 0n, ...value },
  }
}
