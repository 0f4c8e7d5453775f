import { type ReactNode, useEffect, useId, useState } from 'react'
import styles from './InfoTooltip.module.css'

/** The tooltip's width (spec 1 §9). */
export const TOOLTIP_WIDTH_PX = 256

export type InfoTooltipProps = {
  /** Accessible name of the ⓘ button (ui/ has no i18n of its own: the caller passes the translated text). */
  label: string
  children: ReactNode
}

/**
 * An ⓘ button whose content shows while the pointer is over it or it has the keyboard focus (Escape hides it).
 * The content stays in the document, hidden, and describes the button for screen readers.
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <div className={styles.anchor}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4M12 8h.01" />
        </svg>
      </button>
      <div
        id={id}
        role="tooltip"
        className={styles.tooltip}
        hidden={!open}
        style={{ width: TOOLTIP_WIDTH_PX }}
      >
        {children}
      </div>
    </div>
  )
}
