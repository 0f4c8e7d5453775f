// The network selector: which chains it offers and what the wallet is told about a chain it does not know.

export const NETWORK_SELECTOR_CHAIN_IDS: readonly number[] = [1, 10, 42161]

export type NetworkFacts = {
  chainId: number
  label: string
  explorer: string | null
  publicRpcUrl: string | null
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The selector rows: chain 1, 10, 42161, then the local chain when this build has one. */
export function networkSelectorChainIds(localChainId: number | null): number[] {
  return localChainId === null
    ? [...NETWORK_SELECTOR_CHAIN_IDS]
    : [...NETWORK_SELECTOR_CHAIN_IDS, localChainId]
}

/** The selector appends the network family to the Optimism label (OΞ). */
export function networkSelectorLabel(chainId: number, label: string): string {
  return chainId === 10 ? `${label} (Optimism)` : label
}

/** `wallet_addEthereumChain` fields: the chain's label, public RPC, native currency and explorer. */
export function addChainParameter(chain: NetworkFacts) {
  return {
    chainName: chain.label,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.publicRpcUrl ? [chain.publicRpcUrl] : [],
    blockExplorerUrls: chain.explorer ? [chain.explorer] : [],
  }
}

/** Injected wallets are disconnected in the wallet itself, as is the hosted Coinbase wallet. */
export function canDisconnect(connector: { id: string; type: string }, localWalletId: string): boolean {
  if (connector.id === localWalletId) return true
  return connector.type !== 'injected' && connector.type !== 'coinbaseWallet'
}
