import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { LogsFilter, LogsResult } from '../../../chain/logs.ts'
import { useChainRuntime } from './ChainDataProvider.tsx'

const INVALID: LogsResult = { state: 'invalid', logs: undefined }

/** All logs of `filter` from its `fromBlock` to the latest block; only new blocks are read while on screen. */
export function useLogs(chainId: number | undefined, filter: LogsFilter | undefined): LogsResult {
  const runtime = useChainRuntime(chainId)
  useEffect(() => {
    if (!runtime || !filter) return
    const release = runtime.retain()
    const stop = runtime.logs.watch(filter)
    return () => {
      stop()
      release()
    }
  }, [runtime, filter])
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.logs.onChange(listener) : () => {}),
    [runtime],
  )
  return useSyncExternalStore(subscribe, () => (runtime ? runtime.logs.result(filter) : INVALID))
}
