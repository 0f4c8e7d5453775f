import { useMemo } from 'react'
import type { Address } from 'viem'
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from '../../../chain/chainInfo.ts'
import { chainInfoOf } from '../../../chain/chains.ts'
import { tokenBalanceRead } from '../../../chain/reads.ts'
import { type CallState, useMulticallReads } from '../../chain-data/index.ts'
import { pairReservesRead } from '../../pool-data/index.ts'
import { migratePairReads } from '../api/migratePairReads.ts'
import { type MigratePair, migrateFactories, migratePair } from '../model/migratePair.ts'

/** A read's answer: undefined while awaited (or while the node gives none), null when the call reverted. */
export type ReadAnswer<T> = T | null | undefined

export type MigratePairState = {
  pair: MigratePair
  reserves: ReadAnswer<readonly [bigint, bigint]>
  totalSupply: ReadAnswer<bigint>
  /** The account's LP balance; undefined without an account. */
  lpBalance: ReadAnswer<bigint>
}

export function answerOf<T>(state: CallState<T> | undefined): ReadAnswer<T> {
  if (!state?.valid || state.loading || state.failed) return undefined
  return state.result === undefined ? null : state.result
}

/**
 * What the address of the migrate route is, read each block in the block's one multicall: the pair's token0,
 * token1, factory and supply (which say whether it is a pair of v2 or of the chain's fork), its reserves, and
 * the account's LP balance.
 */
export function useMigratePairState(
  chainId: number,
  account: Address | undefined,
  address: Address,
): MigratePairState {
  const info = chainInfoOf(chainId)
  const reads = useMemo(() => migratePairReads(address), [address])
  const [token0] = useMulticallReads(
    chainId,
    useMemo(() => [reads.token0], [reads]),
  )
  const [token1] = useMulticallReads(
    chainId,
    useMemo(() => [reads.token1], [reads]),
  )
  const [factory] = useMulticallReads(
    chainId,
    useMemo(() => [reads.factory], [reads]),
  )
  const [totalSupply] = useMulticallReads(
    chainId,
    useMemo(() => [reads.totalSupply], [reads]),
  )
  const [reserves] = useMulticallReads(
    chainId,
    useMemo(() => [pairReservesRead(address)], [address]),
  )
  const [lpBalance] = useMulticallReads(
    chainId,
    useMemo(
      () => [account ? tokenBalanceRead(chainId, address, account) : undefined],
      [chainId, address, account],
    ),
  )
  const factories = useMemo(
    () => (info ? migrateFactories(info, UNISWAP_V2_PAIR_INIT_CODE_HASH) : []),
    [info],
  )
  const pair = useMemo(
    () =>
      migratePair(
        address,
        {
          token0: answerOf(token0),
          token1: answerOf(token1),
          factory: answerOf(factory),
          totalSupply: answerOf(totalSupply),
        },
        factories,
      ),
    [address, token0, token1, factory, totalSupply, factories],
  )
  return {
    pair,
    reserves: answerOf(reserves),
    totalSupply: answerOf(totalSupply),
    lpBalance: account ? answerOf(lpBalance) : undefined,
  }
}
