import { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import type { ReadClient } from '../../../chain/multicall.ts'
import { observeQuery } from '../runtime/observeQuery.ts'
import type { WalletRuntime } from '../runtime/types.ts'

// One array: it is a useSyncExternalStore snapshot (a new one each call would render for ever).
const NO_CONNECTORS: readonly never[] = []

const absent = (what: string) => () => {
  throw new Error(`This test's wallet runtime has no ${what}`)
}

/**
 * Unit tests: a wallet runtime with a real query cache (no retries) and the test's read clients, without wagmi;
 * install it with installWalletRuntime. What a test does not give fails loudly when used.
 */
export function testWalletRuntime(parts: Partial<WalletRuntime> = {}): WalletRuntime {
  const queryClient = parts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return {
    config: new Proxy({} as Config, {
      get: (_target, key) => absent(`wagmi config (${String(key)})`)(),
    }),
    queryClient,
    readClientOf: (): ReadClient | undefined => undefined,
    observeQuery: (options) => observeQuery(queryClient, options),
    connect: absent('connect'),
    disconnect: absent('disconnect'),
    switchChain: absent('switchChain'),
    connectors: () => NO_CONNECTORS,
    watchConnectors: () => () => {},
    stop: () => {},
    ...parts,
  }
}
