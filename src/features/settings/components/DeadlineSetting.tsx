import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { InfoTooltip } from '../../../ui/index.ts'
import { DEFAULT_DEADLINE_SECONDS, parseDeadlineInput } from '../model/deadline.ts'
import styles from './SettingsPopover.module.css'

export type DeadlineSettingProps = {
  seconds: number
  onChange: (seconds: number) => void
}

const minutesOf = (seconds: number) => String(seconds / 60)

/** Transaction deadline in minutes; empty resets to the default 30 minutes. */
export function DeadlineSetting({ seconds, onChange }: DeadlineSettingProps) {
  const { t } = useLingui()
  const messageId = useId()
  const labelId = useId()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)

  const type = (value: string) => {
    setText(value)
    const parsed = parseDeadlineInput(value)
    setInvalid(parsed.kind === 'invalid')
    if (parsed.kind === 'default') onChange(DEFAULT_DEADLINE_SECONDS)
    else if (parsed.kind === 'custom') onChange(parsed.seconds)
  }
  const shown = text.length > 0 ? text : seconds === DEFAULT_DEADLINE_SECONDS ? '' : minutesOf(seconds)

  return (
    <fieldset aria-labelledby={labelId} className={styles.group}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          <Trans>Transaction deadline</Trans>
        </span>
        <InfoTooltip label={t`About the transaction deadline`}>
          <Trans>Your transaction will revert if it is pending for more than this period of time.</Trans>
        </InfoTooltip>
      </div>
      <div className={styles.row}>
        <div className={invalid ? `${styles.field} ${styles.fieldError}` : styles.field}>
          <input
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minutesOf(DEFAULT_DEADLINE_SECONDS)}
            aria-label={t`Transaction deadline in minutes`}
            aria-invalid={invalid}
            aria-describedby={invalid ? messageId : undefined}
            value={shown}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              setText('')
              setInvalid(false)
            }}
          />
        </div>
        <span className={styles.unit}>
          <Trans>minutes</Trans>
        </span>
      </div>
      {invalid && (
        <p id={messageId} className={styles.error} role="alert">
          <Trans>Enter a deadline from 1 to 180 minutes</Trans>
        </p>
      )}
    </fieldset>
  )
}
