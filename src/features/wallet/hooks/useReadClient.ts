import { useMemo } from 'react'
import { useConfig } from 'wagmi'
import type { ReadClient } from '../../../chain/multicall.ts'
import { deferredPublicClient } from '../deferredPublicClient.ts'

/**
 * The chain's read client for reads outside the multicall engine (TanStack queries, static calls): wagmi's
 * `usePublicClient` would bring every public action of viem along with the first screen that reads; this one
 * loads what it runs (see deferredPublicClient). Undefined when the chain is not configured.
 */
export function useReadClient(chainId: number | undefined): ReadClient | undefined {
  const config = useConfig()
  return useMemo(
    () => (chainId === undefined ? undefined : deferredPublicClient(config, chainId)),
    [config, chainId],
  )
}
