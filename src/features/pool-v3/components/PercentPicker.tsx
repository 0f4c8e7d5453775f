import { Trans, useLingui } from '@lingui/react/macro'
import { parseRemovePercent, REMOVE_PERCENT_PRESETS } from '../model/removePercent.ts'
import styles from './PercentPicker.module.css'

export type PercentPickerProps = {
  /** The slider's value, whole percent 0 … 100. */
  value: number
  /** The slider moved (the caller debounces it). */
  onSlide: (percent: number) => void
  /** A 25 / 50 / 75 / Max button. */
  onSelect: (percent: number) => void
}

/** How much of the position to remove (spec 2 §2): the percent, the preset buttons and a 0–100 slider. */
export function PercentPicker({ value, onSlide, onSelect }: PercentPickerProps) {
  const { t } = useLingui()
  return (
    <section className={styles.picker} aria-label={t`Amount`}>
      <div className={styles.top}>
        <output className={styles.percent} data-testid="remove-percent">
          {value}%
        </output>
        <div className={styles.presets}>
          {REMOVE_PERCENT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={value === preset}
              onClick={() => onSelect(preset)}
              data-testid={`remove-preset-${preset}`}
            >
              {preset === 100 ? <Trans>Max</Trans> : `${preset}%`}
            </button>
          ))}
        </div>
      </div>
      <input
        className={styles.slider}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-label={t`Percent to remove`}
        onChange={(event) => {
          const percent = parseRemovePercent(event.target.value)
          if (percent !== null) onSlide(percent)
        }}
        data-testid="remove-slider"
      />
    </section>
  )
}
