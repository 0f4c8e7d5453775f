import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { tokenBalanceRead } from '../../../chain/reads.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { type CallState, useSingleCallResult } from '../../chain-data/index.ts'
import { lpTotalSupplyRead, pairReservesRead } from '../../pool-data/index.ts'

export type RemoveV2Pair =
  | { status: 'loading' | 'missing' }
  | {
      status: 'ready'
      liquidityToken: Address
      pair: Pair
      totalSupply: bigint | null
      /** The account's LP tokens; null without an account or while read. */
      lpBalance: bigint | null
    }

const LOADING: RemoveV2Pair = { status: 'loading' }
const MISSING: RemoveV2Pair = { status: 'missing' }

/** No answer yet, or the node gave none (which says nothing about the pair). */
const pending = (state: CallState<unknown>) => state.loading || state.failed

function liquidityTokenOf(chainId: number, tokens: Record<'A' | 'B', Token> | null): Address | null {
  const factory = chainInfoOf(chainId)?.contracts.v2Factory
  if (!tokens || !factory) return null
  try {
    return pairAddressOf(tokens.A, tokens.B, factory)
  } catch {
    return null
  }
}

/**
 * The pair of two tokens on the chain's v2 factory, read each block through the multicall: its reserves, its
 * LP supply and the account's LP balance. 'missing' when the chain has no v2, when no pair contract answers,
 * or when both reserves are zero (spec 2 §4: a v2 pair counts as not found then).
 */
export function useRemoveV2Pair(
  chainId: number,
  account: Address | undefined,
  tokens: Record<'A' | 'B', Token> | null,
): RemoveV2Pair {
  const tokenA = tokens?.A ?? null
  const tokenB = tokens?.B ?? null
  const liquidityToken = useMemo(
    () => liquidityTokenOf(chainId, tokenA && tokenB ? { A: tokenA, B: tokenB } : null),
    [chainId, tokenA, tokenB],
  )
  const reservesRead = useMemo(
    () => (liquidityToken ? pairReservesRead(liquidityToken) : undefined),
    [liquidityToken],
  )
  const supplyRead = useMemo(
    () => (liquidityToken ? lpTotalSupplyRead(liquidityToken) : undefined),
    [liquidityToken],
  )
  const balanceRead = useMemo(
    () => (liquidityToken && account ? tokenBalanceRead(chainId, liquidityToken, account) : undefined),
    [chainId, liquidityToken, account],
  )
  const reserves = useSingleCallResult(chainId, reservesRead)
  const supply = useSingleCallResult(chainId, supplyRead)
  const balance = useSingleCallResult(chainId, balanceRead)

  const pair = useMemo(() => {
    const result = reserves.result
    if (!tokenA || !tokenB || !result) return null
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
    return new Pair(
      CurrencyAmount.fromRawAmount(token0, result[0].toString()),
      CurrencyAmount.fromRawAmount(token1, result[1].toString()),
    )
  }, [tokenA, tokenB, reserves.result])

  if (!liquidityToken) return tokens ? MISSING : LOADING
  if (pending(reserves)) return LOADING
  if (!pair || (pair.reserve0.equalTo(0) && pair.reserve1.equalTo(0))) return MISSING
  return {
    status: 'ready',
    liquidityToken,
    pair,
    totalSupply: supply.result ?? null,
    lpBalance: balance.result ?? null,
  }
}
