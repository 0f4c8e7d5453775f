import { create } from 'zustand'

type WalletModalState = { open: boolean; setOpen: (open: boolean) => void; toggle: () => void }

export const useWalletModal = create<WalletModalState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
}))
