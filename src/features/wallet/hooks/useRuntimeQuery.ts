import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { type RuntimeQueryOptions, type RuntimeQueryResult, useWalletRuntime } from '../runtime.ts'

const NOT_LOADED: RuntimeQueryResult<never> = {
  data: undefined,
  status: 'pending',
  isPending: true,
  isFetching: false,
}

const noop = () => {}

/**
 * A TanStack query on the wallet runtime's cache, for the parts of the first load (the header, the swap form):
 * @tanstack/react-query's hooks need the cache in a provider from the first render on, and the cache loads after
 * it. Until it has loaded the query is pending and does not run; then it behaves as `useQuery` (same observer,
 * same options). Screens that load later use `useQuery` under the runtime's provider (see RuntimeProviders).
 */
export function useRuntimeQuery<T>(options: RuntimeQueryOptions<T>): RuntimeQueryResult<T> {
  // A query that is off needs no cache: the component does not render again when the runtime arrives.
  const runtime = useWalletRuntime(options.enabled !== false)
  // One observer per component, made once the runtime is there; the options are given to it on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the observer outlives option changes, as in useQuery.
  const observer = useMemo(() => runtime?.observeQuery(options), [runtime])
  const result = observer ? observer.result(options) : NOT_LOADED
  useEffect(() => {
    observer?.setOptions(options)
  })
  useSyncExternalStore(
    useCallback((onChange: () => void) => (observer ? observer.subscribe(onChange) : noop), [observer]),
    () => (observer ? observer.current() : NOT_LOADED),
    () => (observer ? observer.current() : NOT_LOADED),
  )
  return result
}
