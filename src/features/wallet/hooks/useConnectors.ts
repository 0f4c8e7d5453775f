import { useSyncExternalStore } from 'react'
import type { Connector } from 'wagmi'
import { useLoadedWalletRuntime } from '../runtime.ts'

/** wagmi's connectors (EIP-6963 wallets join as they announce themselves); suspends until the runtime loads. */
export function useConnectors(): readonly Connector[] {
  const runtime = useLoadedWalletRuntime()
  return useSyncExternalStore(runtime.watchConnectors, runtime.connectors, runtime.connectors)
}
