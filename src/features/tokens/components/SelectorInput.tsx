import type { InputHTMLAttributes } from 'react'
import { AUTOFOCUS_ATTRIBUTE } from '../../../ui/index.ts'
import styles from './TokenSelector.module.css'

export type SelectorInputProps = {
  value: string
  onValueChange: (value: string) => void
  /** The accessible name. */
  label: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'onKeyDown' | 'autoFocus'>

/** The selector's text field (search, list URL, token address): plain text, no autocomplete or spell check. */
export function SelectorInput({ value, onValueChange, label, ...rest }: SelectorInputProps) {
  return (
    <input
      className={styles.search}
      type="text"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-label={label}
      autoComplete="off"
      spellCheck={false}
      // The selector is a Modal: autoFocus alone runs before the dialog opens.
      {...(rest.autoFocus ? { [AUTOFOCUS_ATTRIBUTE]: '' } : {})}
      {...rest}
    />
  )
}
