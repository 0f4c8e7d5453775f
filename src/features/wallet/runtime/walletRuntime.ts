import { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import {
  connect,
  disconnect,
  getChainId,
  getConnection,
  getConnectors,
  switchChain,
  watchChainId,
  watchConnection,
  watchConnectors,
} from 'wagmi/actions'
import type { ReadClient } from '../../../chain/multicall.ts'
import { setWalletReads, type WalletReadProvider } from '../../../chain/walletReads.ts'
import { connectionStore } from '../connectionStore.ts'
import { startAutoConnect } from './autoConnect.ts'
import { deferredPublicClient } from './deferredPublicClient.ts'
import { observeQuery } from './observeQuery.ts'
import type { WalletRuntime } from './types.ts'

// Made in a task of its own by the runtime's loader (runtime.ts).
export { appWagmiConfig } from '../wagmiConfig.ts'

/** Copies wagmi's connection into the store the app reads, now and on every change, until the returned function runs. */
function bridgeConnection(config: Config): () => void {
  const copy = (): void => {
    const { status, address, chainId, connector } = getConnection(config)
    const next = { status, address, chainId, connector, configChainId: getChainId(config) }
    const current = connectionStore.getState()
    // Unchanged (the runtime starting as the app began: disconnected, on the default chain): no new state, so no
    // screen renders again for nothing.
    if ((Object.keys(next) as (keyof typeof next)[]).every((key) => Object.is(current[key], next[key])))
      return
    connectionStore.setState(next)
  }
  copy()
  const stops = [watchConnection(config, { onChange: copy }), watchChainId(config, { onChange: copy })]
  return () => {
    for (const stop of stops) stop()
  }
}

function isReadProvider(value: unknown): value is WalletReadProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/**
 * Tells the chain layer which provider the connected wallet has, on which chain (chain/walletReads.ts): a chain
 * the build has no endpoint for is read through it. Nothing while no wallet is connected.
 */
function bridgeWalletReads(config: Config): () => void {
  let latest = 0
  const update = (): void => {
    const run = ++latest
    const { status, connector, chainId } = getConnection(config)
    if (status !== 'connected' || !connector || chainId === undefined) {
      setWalletReads(null)
      return
    }
    connector.getProvider().then(
      (provider) => {
        // A later change has decided since.
        if (run !== latest) return
        setWalletReads(isReadProvider(provider) ? { chainId, provider } : null)
      },
      () => {
        if (run === latest) setWalletReads(null)
      },
    )
  }
  update()
  const stops = [watchConnection(config, { onChange: update }), watchChainId(config, { onChange: update })]
  return () => {
    latest++
    for (const stop of stops) stop()
    setWalletReads(null)
  }
}

/** The wallet runtime on `config`: its connection copied into the app's store, a wallet authorized earlier reconnected. */
export function walletRuntimeOf(config: Config, queryClient: QueryClient): WalletRuntime {
  const readClients = new Map<number, ReadClient | undefined>()
  const stopBridge = bridgeConnection(config)
  const stopWalletReads = bridgeWalletReads(config)
  // At once, as wagmi's provider did: a reconnect still running when the user picks a wallet would end that
  // connection as 'disconnected'.
  const stopAutoConnect = startAutoConnect(config)

  return {
    config,
    queryClient,
    readClientOf(chainId) {
      if (!readClients.has(chainId)) readClients.set(chainId, deferredPublicClient(config, chainId))
      return readClients.get(chainId)
    },
    observeQuery: (options) => observeQuery(queryClient, options),
    connect: (connector) => connect(config, { connector }),
    disconnect: (connector) => disconnect(config, connector ? { connector } : undefined),
    switchChain: (parameters) => switchChain(config, parameters),
    connectors: () => getConnectors(config),
    watchConnectors: (onChange) => watchConnectors(config, { onChange }),
    stop() {
      stopAutoConnect()
      stopBridge()
      stopWalletReads()
    },
  }
}

/** Starts the app's wallet runtime on its wagmi config, with a query cache. */
export function startWalletRuntime(config: Config): WalletRuntime {
  return walletRuntimeOf(config, new QueryClient())
}
