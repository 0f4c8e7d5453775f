import type { ReadClient } from '../../../chain/multicall.ts'
import { readClientOf } from '../lazyReadClient.ts'

/**
 * The chain's read client for reads outside the multicall engine (TanStack queries, static calls): it is there
 * from the first render, and loads the wallet runtime (and then the actions it runs) when first used. Undefined
 * when the chain is not configured.
 */
export function useReadClient(chainId: number | undefined): ReadClient | undefined {
  return readClientOf(chainId)
}
