import { useCallback } from 'react'
import { create } from 'zustand'

// Which modal is open (spec 1 §3, application state): one at a time, app-wide. Each feature names its own
// modal ids; this store only knows that they are strings. Not persisted.

export type ModalState = {
  openModal: string | null
  /** Opens the modal, or closes it when it is the open one. */
  toggleModal: (modal: string) => void
  setOpenModal: (modal: string | null) => void
}

export const useModalStore = create<ModalState>()((set) => ({
  openModal: null,
  toggleModal: (modal) => set((state) => ({ openModal: state.openModal === modal ? null : modal })),
  setOpenModal: (openModal) => set({ openModal }),
}))

/** Whether `modal` is the open modal, a toggle for it and a close that leaves another open modal alone. */
export function useModal(modal: string): { open: boolean; toggle: () => void; close: () => void } {
  const open = useModalStore((state) => state.openModal === modal)
  const toggleModal = useModalStore((state) => state.toggleModal)
  const setOpenModal = useModalStore((state) => state.setOpenModal)
  // Stable callbacks: a panel's effects that depend on its onClose must not run again on every render.
  const toggle = useCallback(() => toggleModal(modal), [toggleModal, modal])
  const close = useCallback(() => {
    if (useModalStore.getState().openModal === modal) setOpenModal(null)
  }, [setOpenModal, modal])
  return { open, toggle, close }
}
