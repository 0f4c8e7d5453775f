import { create } from 'zustand'

// The wallet's own part of spec 1 §3's application state. Not persisted.

/** The wallet modal and the network selector's layer-2 options, as `useModal` ids. */
export const WALLET_MODAL = 'wallet'
export const NETWORK_OPTIONS_MODAL = 'arbitrumOptions'

export type WalletState = {
  /** The last activation failed for another reason than the user's or the chain's: the header shows 'Error'. */
  walletError: boolean
  setWalletError: (walletError: boolean) => void
}

export const useWalletState = create<WalletState>()((set) => ({
  walletError: false,
  setWalletError: (walletError) => set({ walletError }),
}))
