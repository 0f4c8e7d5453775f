import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { LogsFilter, LogsResult, LogsStore } from '../../../chain/logs.ts'
import { type ChainRuntime, useChainRuntime } from './ChainDataProvider.tsx'

const INVALID: LogsResult = { state: 'invalid', logs: undefined }
const LOADING: LogsResult = { state: 'loading', logs: undefined }

/** The runtime's log store, loaded on first use (the log reader is not in the first load). */
function useLogsStore(runtime: ChainRuntime | undefined): LogsStore | undefined {
  const [loaded, setLoaded] = useState<{ runtime: ChainRuntime; store: LogsStore } | null>(null)
  useEffect(() => {
    if (!runtime || runtime.logs()) return
    let live = true
    runtime
      .loadLogs()
      .then((store) => {
        if (live) setLoaded({ runtime, store })
      })
      .catch((error: unknown) => console.error('Failed to load the log reader', error))
    return () => {
      live = false
    }
  }, [runtime])
  if (!runtime) return undefined
  return runtime.logs() ?? (loaded?.runtime === runtime ? loaded.store : undefined)
}

/** All logs of `filter` from its `fromBlock` to the latest block; only new blocks are read while on screen. */
export function useLogs(chainId: number | undefined, filter: LogsFilter | undefined): LogsResult {
  const runtime = useChainRuntime(chainId)
  const store = useLogsStore(runtime)
  useEffect(() => {
    if (!runtime || !store || !filter) return
    const release = runtime.retain()
    const stop = store.watch(filter)
    return () => {
      stop()
      release()
    }
  }, [runtime, store, filter])
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.onChange(listener) : () => {}),
    [store],
  )
  return useSyncExternalStore(subscribe, () =>
    store ? store.result(filter) : runtime && filter ? LOADING : INVALID,
  )
}
