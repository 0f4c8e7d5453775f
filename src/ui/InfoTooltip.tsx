import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import styles from './InfoTooltip.module.css'

/** The tooltip's width (spec 1 §9). */
export const TOOLTIP_WIDTH_PX = 256

const EDGE_PX = 12
const GAP_PX = 8

/**
 * Where the open tooltip goes, in viewport coordinates: fixed, so that a scrolling container (the settings
 * popover) neither clips it nor grows a scroll bar; above its button when there is room, else below,
 * and kept inside the viewport horizontally.
 */
function placeNear(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect()
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth
  const left = Math.max(EDGE_PX, Math.min(rect.left - GAP_PX, viewportWidth - TOOLTIP_WIDTH_PX - EDGE_PX))
  return rect.top > window.innerHeight / 3
    ? { left, bottom: window.innerHeight - rect.top + GAP_PX }
    : { left, top: rect.bottom + GAP_PX }
}

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
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [place, setPlace] = useState<CSSProperties>({})
  const show = () => {
    if (buttonRef.current) setPlace(placeNear(buttonRef.current))
    setOpen(true)
  }
  useEffect(() => {
    if (!open) return
    // Escape hides the open tooltip only: caught before the popover or modal around it would close on it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      setOpen(false)
    }
    // A fixed tooltip would drift from its button on scroll: hide it instead.
    const onScroll = () => setOpen(false)
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [open])
  return (
    <div className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        data-info-tooltip=""
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        onPointerEnter={show}
        onPointerLeave={() => setOpen(false)}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onClick={show}
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
        style={{ ...place, width: TOOLTIP_WIDTH_PX }}
      >
        {children}
      </div>
    </div>
  )
}
