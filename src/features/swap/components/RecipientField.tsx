import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { RecipientResolution } from '../hooks/useRecipient.ts'
import { parseRecipient, type RecipientProblem } from '../model/recipient.ts'
import styles from './RecipientField.module.css'

export type RecipientFieldProps = {
  /** The typed recipient; null when the user sends to themselves (no field open). */
  value: string | null
  onChange: (value: string | null) => void
  resolution: RecipientResolution
  /** What is wrong with the value, named under the field; null while it is fine, empty or loading. */
  problem: RecipientProblem | null
}

function ProblemText({ problem }: { problem: RecipientProblem }) {
  switch (problem) {
    case 'malformed':
      return <Trans>Not an address or ENS name</Trans>
    case 'not-found':
      return <Trans>No address found for this name</Trans>
    case 'contract':
      return <Trans>This is a token, pool or router contract: tokens sent to it would be lost</Trans>
  }
}

/** '+ Add a send (optional)', then the recipient input with its resolved address and '- Remove send'. */
export function RecipientField({ value, onChange, resolution, problem }: RecipientFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
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
        className={problem !== null ? `${styles.field} ${styles.error}` : styles.field}
        data-error={problem !== null}
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
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? hintId : undefined}
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
        {/* Why it is invalid, in words other than the button's 'Invalid recipient' (said once on screen). */}
        {problem !== null ? (
          <span id={hintId} className={styles.hint} data-testid="recipient-problem" data-problem={problem}>
            <ProblemText problem={problem} />
          </span>
        ) : null}
      </div>
    </div>
  )
}
