import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useChainRuntime } from './ChainDataProvider.tsx'

/** The chain's latest block number (only ever moves forward); polled while a component uses it. */
export function useBlockNumber(chainId: number | undefined): number | undefined {
  const runtime = useChainRuntime(chainId)
  useEffect(() => runtime?.retain(), [runtime])
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.blocks.subscribe(listener) : () => {}),
    [runtime],
  )
  return useSyncExternalStore(subscribe, () => runtime?.blocks.current())
}
