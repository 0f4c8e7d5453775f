import { createConfig, createStorage, injected, type Transport } from 'wagmi'
import { CHAIN_INFO, localChainConfig } from '../../chain/chains.ts'
import { chainTransport } from '../../chain/transports.ts'
import { supportedChains } from '../../chain/viemChains.ts'
import { guardedStorage } from '../../storage/browserStorage.ts'
import { localTestWallet } from './connectors/localTestWallet.ts'

let made: AppWagmiConfig | undefined

/**
 * wagmi's config for the app: its store (with the stored connection), the connectors and EIP-6963 discovery. Made
 * on the first call, not when the module loads: the wallet runtime makes it in a task of its own, apart from the
 * one that evaluates wagmi and viem (together one long task on a phone).
 */
export function appWagmiConfig(): AppWagmiConfig {
  made ??= createAppWagmiConfig()
  return made
}

function createAppWagmiConfig() {
  // Calls made within 50 ms go out as one JSON-RPC batch; a chain without an endpoint fails with the reason.
  const transports: Record<number, Transport> = Object.fromEntries(
    supportedChains.map((chain) => [chain.id, chainTransport(chain.id)]),
  )
  const pollingInterval: Record<number, number> = Object.fromEntries(
    supportedChains.map((chain) => [chain.id, CHAIN_INFO[chain.id]?.pollingIntervalMs ?? 15_000]),
  )
  return createConfig({
    chains: supportedChains,
    // EIP-6963 wallets are discovered by wagmi itself (multiInjectedProviderDiscovery); `injected()` is the
    // plain window.ethereum fallback. SDK-based connectors are added lazily when their option is picked.
    connectors: localChainConfig ? [injected(), localTestWallet(localChainConfig)] : [injected()],
    multiInjectedProviderDiscovery: true,
    // No CCIP-read (EIP-3668): a resolver that reverts with OffchainLookup would otherwise make viem fetch
    // whatever gateway URL the contract names, from the page that holds the wallet. ENS names, reverse records
    // and list contenthashes are read on-chain only; a name that needs an offchain gateway does not resolve.
    ccipRead: false,
    pollingInterval,
    transports,
    // wagmi's default storage reads window.localStorage unguarded: where the browser refuses storage that read
    // throws while the config is made, and the app never renders. The guarded one falls back to memory.
    storage: createStorage({ storage: guardedStorage() }),
  })
}

export type AppWagmiConfig = ReturnType<typeof createAppWagmiConfig>

declare module 'wagmi' {
  interface Register {
    config: AppWagmiConfig
  }
}
