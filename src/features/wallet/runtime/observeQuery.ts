import { notifyManager, type QueryClient, QueryObserver } from '@tanstack/react-query'
import type { RuntimeQueryObserver, RuntimeQueryOptions } from './types.ts'

type QueryKey = readonly unknown[]

/** What @tanstack/react-query's useQuery does with an observer on `queryClient`, for hooks/useRuntimeQuery.ts. */
export function observeQuery<T>(
  queryClient: QueryClient,
  options: RuntimeQueryOptions<T>,
): RuntimeQueryObserver<T> {
  const defaulted = (o: RuntimeQueryOptions<T>) => {
    const defaults = queryClient.defaultQueryOptions<T, Error, T, T, QueryKey>(o)
    // As useQuery does: the first result already says a fetch starts on mount.
    defaults._optimisticResults = 'optimistic'
    return defaults
  }
  const observer = new QueryObserver<T, Error, T, T, QueryKey>(queryClient, defaulted(options))
  return {
    result: (o) => observer.getOptimisticResult(defaulted(o)),
    setOptions: (o) => observer.setOptions(defaulted(o)),
    subscribe: (onChange) => {
      const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange))
      observer.updateResult()
      return unsubscribe
    },
    current: () => observer.getCurrentResult(),
  }
}
