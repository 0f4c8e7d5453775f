import { useMemo } from 'react'
import type { Address } from 'viem'
import {
  nativeBalanceRead,
  tokenAllowanceRead,
  tokenBalanceRead,
  tokenNonceRead,
} from '../../../chain/reads.ts'
import { useChainRuntime } from './ChainDataProvider.tsx'
import { type CallState, useMulticallReads, useSingleCallResult } from './useMulticallRead.ts'

/** The account's native balance (the multicall contract's getEthBalance), refreshed each block. */
export function useNativeBalance(
  chainId: number | undefined,
  account: Address | undefined,
): CallState<bigint> {
  const multicall = useChainRuntime(chainId)?.multicallAddress
  const read = useMemo(
    () =>
      chainId !== undefined && multicall && account
        ? nativeBalanceRead(chainId, multicall, account)
        : undefined,
    [chainId, multicall, account],
  )
  return useSingleCallResult(chainId, read)
}

/** balanceOf for each token, by token address; all in the block's one multicall. */
export function useTokenBalances(
  chainId: number | undefined,
  account: Address | undefined,
  tokens: readonly Address[],
): Record<Address, CallState<bigint>> {
  const tokenKey = tokens.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tokens are the same while their key is
  const reads = useMemo(
    () =>
      tokens.map((token) =>
        chainId !== undefined && account ? tokenBalanceRead(chainId, token, account) : undefined,
      ),
    [chainId, account, tokenKey],
  )
  const states = useMulticallReads(chainId, reads)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tokens are the same while their key is
  return useMemo(
    () =>
      Object.fromEntries(tokens.map((token, i) => [token, states[i]])) as Record<Address, CallState<bigint>>,
    [states, tokenKey],
  )
}

export function useTokenAllowance(
  chainId: number | undefined,
  token: Address | undefined,
  owner: Address | undefined,
  spender: Address | undefined,
): CallState<bigint> {
  const read = useMemo(
    () => (token && owner && spender ? tokenAllowanceRead(token, owner, spender) : undefined),
    [token, owner, spender],
  )
  return useSingleCallResult(chainId, read)
}

/** The permit nonce of `owner` on a permit token. */
export function useTokenNonce(
  chainId: number | undefined,
  token: Address | undefined,
  owner: Address | undefined,
): CallState<bigint> {
  const read = useMemo(() => (token && owner ? tokenNonceRead(token, owner) : undefined), [token, owner])
  return useSingleCallResult(chainId, read)
}
