import type { Query, QueryClient } from '@tanstack/react-query'
import type { Config, Connector, CreateConnectorFn } from 'wagmi'
import type { switchChain } from 'wagmi/actions'
import type { ReadClient } from '../../../chain/multicall.ts'

type QueryKey = readonly unknown[]

/** A query run on the runtime's cache (see hooks/useRuntimeQuery.ts): TanStack Query's options, typed narrowly. */
export type RuntimeQueryOptions<T> = {
  queryKey: QueryKey
  queryFn: () => Promise<T>
  enabled?: boolean
  staleTime?: number | ((query: Query<T, Error, T, QueryKey>) => number)
  retry?: boolean | number
  refetchInterval?: number | false | ((query: Query<T, Error, T, QueryKey>) => number | false | undefined)
}

export type RuntimeQueryResult<T> = {
  data: T | undefined
  status: 'pending' | 'error' | 'success'
  isPending: boolean
  isFetching: boolean
}

/** One component's query: what @tanstack/react-query's useQuery does with an observer, for a lazily loaded cache. */
export type RuntimeQueryObserver<T> = {
  result(options: RuntimeQueryOptions<T>): RuntimeQueryResult<T>
  setOptions(options: RuntimeQueryOptions<T>): void
  subscribe(onChange: () => void): () => void
  current(): RuntimeQueryResult<T>
}

/** Everything of the wallet and the chain clients that is not in the first load. */
export type WalletRuntime = {
  config: Config
  queryClient: QueryClient
  /** The chain's public client, whose less used actions load when first called; undefined for an unknown chain. */
  readClientOf(chainId: number): ReadClient | undefined
  observeQuery<T>(options: RuntimeQueryOptions<T>): RuntimeQueryObserver<T>
  connect(connector: Connector | CreateConnectorFn): Promise<unknown>
  disconnect(connector?: Connector): Promise<void>
  switchChain(parameters: Parameters<typeof switchChain>[1]): Promise<unknown>
  connectors(): readonly Connector[]
  watchConnectors(onChange: () => void): () => void
  /** No longer copies the connection into the app's store nor follows the wallet (tests replace runtimes). */
  stop(): void
}
