import { create } from 'zustand'
import { DEFAULT_CHAIN_ID } from '../../chain/chains.ts'

// The chain part of spec 1 §3's application state: the chain the app reads, the highest block seen on each
// chain and the connectivity warning. The block watcher writes it; the shell, banners and receipt tracking read
// it. Not persisted.

export type ChainStatusState = {
  chainId: number | null
  chainConnectivityWarning: boolean
  /** The chain's node did not answer the latest block-number poll (not part of the spec's state). */
  nodeUnreachable: boolean
  /** The highest block number seen, by chain id. */
  blockNumber: Readonly<Record<number, number>>
  setChainId: (chainId: number | null) => void
  setChainConnectivityWarning: (warn: boolean) => void
  setNodeUnreachable: (unreachable: boolean) => void
  /** Block numbers only move forward: an older number than the one known is ignored. */
  updateBlockNumber: (chainId: number, blockNumber: number) => void
}

export const useChainStatus = create<ChainStatusState>()((set, get) => ({
  // The default chain from the start, as the block watcher sets it without a wallet: the first render shows
  // what the chain decides (the header's Vote link) without waiting for an effect, so nothing moves after.
  chainId: DEFAULT_CHAIN_ID,
  chainConnectivityWarning: false,
  nodeUnreachable: false,
  blockNumber: {},
  setChainId: (chainId) => set({ chainId }),
  setChainConnectivityWarning: (chainConnectivityWarning) => set({ chainConnectivityWarning }),
  setNodeUnreachable: (nodeUnreachable) => set({ nodeUnreachable }),
  updateBlockNumber: (chainId, blockNumber) => {
    const known = get().blockNumber[chainId]
    if (known !== undefined && known >= blockNumber) return
    set((state) => ({ blockNumber: { ...state.blockNumber, [chainId]: blockNumber } }))
  },
}))
