import { useCallback } from 'react'
import { create } from 'zustand'

// The application state of spec 1 §3. It lives in the wallet feature, the lowest foundation feature, so that
// every feature (and the app shell) can open the wallet modal, add popups and read the chain's block number.
// Not persisted.

export const MODAL_KINDS = [
  'wallet',
  'settings',
  'selfClaim',
  'addressClaim',
  'claimPopup',
  'menu',
  'delegate',
  'vote',
  'poolOverviewOptions',
  'arbitrumOptions',
] as const
export type ModalKind = (typeof MODAL_KINDS)[number]

export type PopupContent = { txn: { hash: string; success: boolean; summary?: string | undefined } }

export type Popup = { key: string; show: boolean; content: PopupContent; removeAfterMs: number | null }

export const DEFAULT_POPUP_REMOVE_AFTER_MS = 25_000
export const L2_POPUP_REMOVE_AFTER_MS = 5_000

export type ApplicationState = {
  chainId: number | null
  chainConnectivityWarning: boolean
  /** The highest block number seen, by chain id. */
  blockNumber: Readonly<Record<number, number>>
  popupList: readonly Popup[]
  openModal: ModalKind | null
  /** The last activation failed for another reason than the user's or the chain's: the header shows 'Error'. */
  walletError: boolean
  setChainId: (chainId: number | null) => void
  setChainConnectivityWarning: (warn: boolean) => void
  /** Block numbers only move forward: an older number than the one known is ignored. */
  updateBlockNumber: (chainId: number, blockNumber: number) => void
  /** Adding with the key of a popup in the list replaces it. The key defaults to a fresh one. */
  addPopup: (popup: { content: PopupContent; key?: string; removeAfterMs?: number | null }) => string
  removePopup: (key: string) => void
  /** Opens the modal, or closes it when it is the open one; only one modal is open at a time. */
  toggleModal: (modal: ModalKind) => void
  setOpenModal: (modal: ModalKind | null) => void
  setWalletError: (walletError: boolean) => void
}

let popupCount = 0

export const useApplicationStore = create<ApplicationState>()((set, get) => ({
  chainId: null,
  chainConnectivityWarning: false,
  blockNumber: {},
  popupList: [],
  openModal: null,
  walletError: false,
  setChainId: (chainId) => set({ chainId }),
  setChainConnectivityWarning: (chainConnectivityWarning) => set({ chainConnectivityWarning }),
  updateBlockNumber: (chainId, blockNumber) => {
    const known = get().blockNumber[chainId]
    if (known !== undefined && known >= blockNumber) return
    set((state) => ({ blockNumber: { ...state.blockNumber, [chainId]: blockNumber } }))
  },
  addPopup: ({ content, key, removeAfterMs = DEFAULT_POPUP_REMOVE_AFTER_MS }) => {
    popupCount += 1
    const popupKey = key ?? `popup-${popupCount}`
    set((state) => ({
      popupList: [
        ...state.popupList.filter((popup) => popup.key !== popupKey),
        { key: popupKey, show: true, content, removeAfterMs },
      ],
    }))
    return popupKey
  },
  removePopup: (key) =>
    set((state) => ({
      popupList: state.popupList.map((popup) => (popup.key === key ? { ...popup, show: false } : popup)),
    })),
  toggleModal: (modal) => set((state) => ({ openModal: state.openModal === modal ? null : modal })),
  setOpenModal: (openModal) => set({ openModal }),
  setWalletError: (walletError) => set({ walletError }),
}))

/** Whether `modal` is the open modal, and a toggle for it. */
export function useModal(modal: ModalKind): { open: boolean; toggle: () => void; close: () => void } {
  const open = useApplicationStore((state) => state.openModal === modal)
  const toggleModal = useApplicationStore((state) => state.toggleModal)
  const setOpenModal = useApplicationStore((state) => state.setOpenModal)
  // Stable callbacks: a panel's effects that depend on its onClose must not run again on every render.
  const toggle = useCallback(() => toggleModal(modal), [toggleModal, modal])
  const close = useCallback(() => {
    if (useApplicationStore.getState().openModal === modal) setOpenModal(null)
  }, [setOpenModal, modal])
  return { open, toggle, close }
}

/** The open wallet modal; kept for the call sites that only open or close it. */
export function useWalletModal() {
  return useModal('wallet')
}
