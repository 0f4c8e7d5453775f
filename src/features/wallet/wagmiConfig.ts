import { createConfig, http, injected, type Transport } from 'wagmi'
import { localChainConfig, rpcUrlOf, supportedChains } from '../../chain/chains.ts'
import { localTestWallet } from './connectors/localTestWallet.ts'

// Calls made within 50 ms go out as one JSON-RPC batch.
const transports: Record<number, Transport> = Object.fromEntries(
  supportedChains.map((chain) => [chain.id, http(rpcUrlOf(chain), { batch: { wait: 50 } })]),
)

export const wagmiConfig = createConfig({
  chains: supportedChains,
  // EIP-6963 wallets are discovered by wagmi itself (multiInjectedProviderDiscovery); `injected()` is the
  // plain window.ethereum fallback. SDK-based connectors are added lazily when their option is picked.
  connectors: localChainConfig ? [injected(), localTestWallet(localChainConfig)] : [injected()],
  multiInjectedProviderDiscovery: true,
  transports,
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
