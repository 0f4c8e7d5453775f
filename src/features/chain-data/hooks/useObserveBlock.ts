import { useCallback } from 'react'
import { useChainRuntime } from './ChainDataProvider.tsx'

/**
 * Tells the chain's reads of a block the app learned of itself (its own transaction's receipt), so that balances,
 * allowances and votes follow the user's transaction at once instead of at the next poll.
 */
export function useObserveBlock(chainId: number | undefined): (blockNumber: number) => void {
  const runtime = useChainRuntime(chainId)
  return useCallback((blockNumber: number) => runtime?.blocks.observe(blockNumber), [runtime])
}
