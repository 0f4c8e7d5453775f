import { create } from 'zustand'

// The popups of spec 1 §3's application state: transaction results shown as toasts. Not persisted.

export type PopupContent = { txn: { hash: string; success: boolean; summary?: string | undefined } }

export type Popup = { key: string; show: boolean; content: PopupContent; removeAfterMs: number | null }

export const DEFAULT_POPUP_REMOVE_AFTER_MS = 25_000
export const L2_POPUP_REMOVE_AFTER_MS = 5_000

export type PopupState = {
  popupList: readonly Popup[]
  /** Adding with the key of a popup in the list replaces it. The key defaults to a fresh one. */
  addPopup: (popup: { content: PopupContent; key?: string; removeAfterMs?: number | null }) => string
  removePopup: (key: string) => void
}

let popupCount = 0

export const usePopups = create<PopupState>()((set) => ({
  popupList: [],
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
}))
