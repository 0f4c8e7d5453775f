import { useCallback } from 'react'
import { useTransitionStore } from '../../../ui/index.ts'
import { useChainRuntime } from './ChainDataProvider.tsx'

/** Whether the chain's node failed the latest block-number poll; false while nothing polls it. */
export function useNodeUnreachable(chainId: number | undefined): boolean {
  const runtime = useChainRuntime(chainId)
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.blocks.subscribe(listener) : () => {}),
    [runtime],
  )
  return useTransitionStore(subscribe, () => runtime?.blocks.pollFailed() ?? false)
}
