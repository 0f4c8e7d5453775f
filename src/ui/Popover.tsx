import { type ReactNode, useEffect, useRef } from 'react'
import styles from './Popover.module.css'

export type PopoverProps = {
  /** Accessible name of the panel. */
  label: string
  onClose: () => void
  children: ReactNode
  align?: 'start' | 'end'
}

/**
 * A panel that drops down from its trigger (render it beside the trigger, only while open): Escape and a click
 * outside close it, focus moves into it and, when it closes, back to the trigger.
 */
export function Popover({ label, onClose, children, align = 'end' }: PopoverProps) {
  const ref = useRef<HTMLElement>(null)
  // Focus goes back to the trigger when the panel closes with it inside (Escape, a choice), not when the user
  // moved it elsewhere (a click outside).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = ref.current
    return () => {
      const now = document.activeElement
      const lost = now === null || now === document.body || (panel?.contains(now) ?? false)
      if (lost && opener?.isConnected) opener.focus()
    }
  }, [])
  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    // The first control, not an ⓘ button: focus there would open its tooltip over the panel at once.
    const focusFirst = () => {
      const first = panel.querySelector<HTMLElement>('a, button:not([data-info-tooltip])')
      first?.focus()
      return first !== null
    }
    if (focusFirst()) return
    // A panel whose contents load on demand: focus moves in when its first control arrives, unless the user
    // has moved it meanwhile.
    const opener = document.activeElement
    const observer = new MutationObserver(() => {
      if (document.activeElement !== opener || focusFirst()) observer.disconnect()
    })
    observer.observe(panel, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    const panel = ref.current
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    const onDown = (event: MouseEvent) => {
      const trigger = panel?.parentElement
      if (trigger && event.target instanceof Node && !trigger.contains(event.target)) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onDown)
    }
  }, [onClose])
  return (
    <section
      ref={ref}
      aria-label={label}
      className={`${styles.popover} ${align === 'start' ? styles.start : styles.end}`}
    >
      {children}
    </section>
  )
}
