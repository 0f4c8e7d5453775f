import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { RecipientResolution } from '../hooks/useRecipient.ts'
import { parseRecipient } from '../model/recipient.ts'
import styles from './RecipientField.module.css'

export type RecipientFieldProps = {
  /** The typed recipient; null when the user sends to themselves (no field open). */
  value: string | null
  onChange: (value: string | null) => void
  resolution: RecipientResolution
}

/** '+ Add a send (optional)', then the recipient input with its resolved address and '- Remove send'. */
export function RecipientField({ value, onChange, resolution }: RecipientFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  if (value === null)
    return (
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          data-testid="add-recipient"
          onClick={() => onChange('')}
        >
          <Trans>+ Add a send (optional)</Trans>
        </button>
      </div>
    )
  const text = value ?? ''
  const isName = parseRecipient(text).kind === 'ens'
  return (
    <div className={styles.wrapper}>
      {value !== null ? (
        <div className={styles.links}>
          <button
            type="button"
            className={styles.link}
            data-testid="remove-recipient"
            onClick={() => onChange(null)}
          >
            <Trans>- Remove send</Trans>
          </button>
        </div>
      ) : null}
      <div
        className={resolution.error ? `${styles.field} ${styles.error}` : styles.field}
        data-error={resolution.error}
      >
        <label className={styles.label} htmlFor={inputId}>
          <Trans>Recipient</Trans>
        </label>
        <input
          id={inputId}
          className={styles.input}
          data-testid="recipient-input"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t`Wallet Address or ENS name`}
          aria-invalid={resolution.error}
          // Only mounted empty right after '+ Add a send' (a recipient from the URL is never empty): the focus
          // follows that press instead of falling back to the page when the button goes away.
          // biome-ignore lint/a11y/noAutofocus: moved by the user's own action, never on page load
          autoFocus={value === ''}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
        {isName && resolution.address !== null ? (
          <span className={styles.resolved} data-testid="recipient-resolved">
            {resolution.address}
          </span>
        ) : null}
      </div>
    </div>
  )
}
