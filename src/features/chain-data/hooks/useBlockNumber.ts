import { useCallback, useEffect } from 'react'
import { useTransitionStore } from '../../../ui/index.ts'
import { useChainRuntime } from './ChainDataProvider.tsx'

/**
 * The chain's latest block number (only ever moves forward); polled while a component uses it. A new block renders
 * its users in a transition.
 */
export function useBlockNumber(chainId: number | undefined): number | undefined {
  const runtime = useChainRuntime(chainId)
  useEffect(() => runtime?.retain(), [runtime])
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.blocks.subscribe(listener) : () => {}),
    [runtime],
  )
  return useTransitionStore(subscribe, () => runtime?.blocks.current())
}
