import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { InfoTooltip } from '../../../ui/index.ts'
import { parseSlippageInput, type SlippageSetting as Slippage, slippageWarning } from '../model/slippage.ts'
import styles from './SettingsPopover.module.css'

export type SlippageSettingProps = {
  setting: Slippage
  /** What auto means on this chain, shown as the placeholder. */
  autoBps: number
  onChange: (setting: Slippage) => void
}

const percentOf = (bps: number) => (bps / 100).toFixed(2)

/** Slippage tolerance: the Auto button or a typed percentage; empty means auto. */
export function SlippageSetting({ setting, autoBps, onChange }: SlippageSettingProps) {
  const { t } = useLingui()
  const inputId = useId()
  const messageId = useId()
  const labelId = useId()
  // What the user is typing; empty while the input shows the stored setting.
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)

  const type = (value: string) => {
    setText(value)
    const parsed = parseSlippageInput(value)
    setInvalid(parsed.kind === 'invalid')
    if (parsed.kind === 'auto') onChange('auto')
    else if (parsed.kind === 'custom') onChange(parsed.bps)
  }
  const reset = () => {
    setText('')
    setInvalid(false)
  }
  const warning = invalid ? null : slippageWarning(setting)
  const shown = text.length > 0 ? text : setting === 'auto' ? '' : percentOf(setting)

  return (
    <fieldset aria-labelledby={labelId} className={styles.group}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          <Trans>Slippage tolerance</Trans>
        </span>
        <InfoTooltip label={t`About slippage tolerance`}>
          <Trans>
            Your transaction will revert if the price changes unfavorably by more than this percentage.
          </Trans>
        </InfoTooltip>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className={setting === 'auto' ? `${styles.auto} ${styles.autoOn}` : styles.auto}
          aria-pressed={setting === 'auto'}
          onClick={() => {
            reset()
            onChange('auto')
          }}
        >
          <Trans>Auto</Trans>
        </button>
        <div className={invalid ? `${styles.field} ${styles.fieldError}` : styles.field}>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={percentOf(autoBps)}
            aria-label={t`Slippage tolerance in percent`}
            aria-invalid={invalid}
            aria-describedby={invalid || warning ? messageId : undefined}
            value={shown}
            onChange={(event) => type(event.target.value)}
            onBlur={reset}
          />
          <span aria-hidden="true">%</span>
        </div>
      </div>
      {invalid ? (
        <p id={messageId} className={styles.error} role="alert">
          <Trans>Enter a valid slippage percentage</Trans>
        </p>
      ) : warning === 'may-fail' ? (
        <p id={messageId} className={styles.warning} role="status">
          <Trans>Your transaction may fail</Trans>
        </p>
      ) : warning === 'may-be-frontrun' ? (
        <p id={messageId} className={styles.warning} role="status">
          <Trans>Your transaction may be frontrun</Trans>
        </p>
      ) : null}
    </fieldset>
  )
}
