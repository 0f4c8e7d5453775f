import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react'
import styles from './Modal.module.css'
import { useSheetDrag } from './useSheetDrag.ts'

export type ModalProps = {
  title: ReactNode
  /** Accessible name of the close button (ui/ has no i18n of its own: the caller passes the translated text). */
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/** Mark the control that takes the focus when a Modal opens (with `autoFocus`, which alone cannot: see below). */
export const AUTOFOCUS_ATTRIBUTE = 'data-autofocus'

/** The open modals, the topmost last: Escape closes only the topmost. */
const openModals: object[] = []

/**
 * A modal dialog in the browser's top layer: focus stays inside, Escape and a click on the backdrop close it.
 * Render it only while open. The first control takes the focus, or the one marked with AUTOFOCUS_ATTRIBUTE.
 * Below 720 px it is a bottom sheet that its handle or header drags down to dismiss (useSheetDrag); the
 * handle is decoration for pointers only, keyboards keep Escape and the close button.
 */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  const grip = useSheetDrag(ref, onClose)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // Escape is heard by the document, not by the dialog: when the control that had the focus goes away (a view
  // of the dialog replaced by the next one), the focus falls to the page's body and a key handler on the
  // dialog would never see the key. Handled in the capture phase, so nothing under the dialog sees it too, and
  // its default (the browser's own close request) prevented, so it closes once, through React.
  useEffect(() => {
    const token = {}
    openModals.push(token)
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openModals.at(-1) !== token) return
      event.preventDefault()
      event.stopPropagation()
      onCloseRef.current()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      openModals.splice(openModals.indexOf(token), 1)
    }
  }, [])

  useEffect(() => {
    const dialog = ref.current
    // Focus goes back where it was when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      // React's autoFocus ran while the dialog was still closed (nothing in it could take the focus then), and
      // showModal() focused the first focusable area instead: the field marked for it takes the focus now.
      dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)?.focus()
    }
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  // The browser's own close request (e.g. Escape handled natively): keep React in charge of unmounting.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }
  // A click whose target is the dialog element itself landed on the backdrop, outside the content box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in the document's Escape handler above.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={styles.content}>
        <div className={styles.handle} aria-hidden="true" data-testid="sheet-handle" {...grip} />
        <div className={styles.header} {...grip}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  )
}
