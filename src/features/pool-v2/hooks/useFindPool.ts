import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { tokenBalanceRead } from '../../../chain/reads.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { lpTotalSupplyRead, pairReservesRead } from '../../pool-data/index.ts'
import { type FindCurrency, findPoolPair } from '../model/findPoolPair.ts'
import { type FindPoolResult, findPoolResult } from '../model/findPoolResult.ts'

const LOADING: FindPoolResult = { kind: 'loading' }

/**
 * Find pool's result for two picked currencies, read each block through the multicall: the account's balance
 * of both tokens (the ERC-20 check), the pair's reserves, its LP supply and the account's LP balance. Without
 * an account nothing is read and a pair stays 'loading'.
 */
export function useFindPool(
  chainId: number,
  account: Address | undefined,
  currencyA: FindCurrency | null,
  currencyB: FindCurrency | null,
): FindPoolResult {
  const info = chainInfoOf(chainId)
  const pair = useMemo(
    () =>
      findPoolPair({
        chainId,
        factory: info?.contracts.v2Factory,
        wrappedNative: info?.wrappedNative,
        currencyA,
        currencyB,
      }),
    [chainId, info, currencyA, currencyB],
  )
  const target = pair.kind === 'pair' ? pair : null
  const reserveReads = useMemo(
    () => (target && account ? [pairReservesRead(target.liquidityToken)] : []),
    [target, account],
  )
  const amountReads = useMemo(
    () =>
      target && account
        ? [
            tokenBalanceRead(chainId, target.liquidityToken, account),
            lpTotalSupplyRead(target.liquidityToken),
            tokenBalanceRead(chainId, target.token0.address as Address, account),
            tokenBalanceRead(chainId, target.token1.address as Address, account),
          ]
        : [],
    [chainId, target, account],
  )
  const [reserves] = useMulticallReads(chainId, reserveReads)
  const [held, totalSupply, balance0, balance1] = useMulticallReads(chainId, amountReads)
  if (pair.kind !== 'pair') return pair
  if (!reserves || !held || !totalSupply || !balance0 || !balance1) return LOADING
  return findPoolResult(pair, { tokenBalances: [balance0, balance1], reserves, totalSupply, held })
}
