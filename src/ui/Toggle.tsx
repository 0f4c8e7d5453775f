import styles from './Toggle.module.css'

export type ToggleProps = {
  /** Accessible name of the switch (ui/ has no i18n of its own: the caller passes translated texts). */
  label: string
  on: boolean
  onToggle: () => void
  onText: string
  offText: string
}

/** An on/off switch showing both states, the active one highlighted. */
export function Toggle({ label, on, onToggle, onText, offText }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={styles.toggle}
      onClick={onToggle}
    >
      <span className={on ? styles.active : styles.inactive}>{onText}</span>
      <span className={on ? styles.inactive : styles.active}>{offText}</span>
    </button>
  )
}
