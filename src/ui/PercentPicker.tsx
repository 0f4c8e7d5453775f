import { localizeNumber } from '../lib/format.ts'
import styles from './PercentPicker.module.css'

/** The preset buttons of the remove screens (spec 2 §2): 25, 50, 75 and Max. */
export const PERCENT_PRESETS = [25, 50, 75, 100] as const

/** The picker's texts (ui/ has no i18n of its own: the caller passes translated texts). */
export type PercentPickerLabels = {
  /** Names the whole picker ('Amount'). */
  group: string
  /** Names the slider ('Percent to remove'). */
  slider: string
  /** The 100 % button ('Max'). */
  max: string
}

export type PercentPickerProps = {
  /** The slider's value, whole percent 0 … 100. */
  value: number
  /** What the percent reads when it is not the value itself ('<1' for a share below 1 %). */
  text?: string | undefined
  /** The slider moved (the caller debounces it). */
  onSlide: (percent: number) => void
  /** A 25 / 50 / 75 / Max button. */
  onSelect: (percent: number) => void
  labels: PercentPickerLabels
  /** The locale the percentages are written in ('50 %' in de-DE). */
  locale?: string
}

/** How much of a position to remove (spec 2 §2): the percent, the preset buttons and a 0–100 slider. */
export function PercentPicker({
  value,
  text,
  onSlide,
  onSelect,
  labels,
  locale = 'en-US',
}: PercentPickerProps) {
  return (
    <section className={styles.picker} aria-label={labels.group}>
      <div className={styles.top}>
        <output className={styles.percent} data-testid="remove-percent">
          {localizeNumber(`${text ?? value}%`, locale)}
        </output>
        <div className={styles.presets}>
          {PERCENT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={value === preset}
              onClick={() => onSelect(preset)}
              data-testid={`remove-preset-${preset}`}
            >
              {preset === 100 ? labels.max : localizeNumber(`${preset}%`, locale)}
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
        aria-label={labels.slider}
        onChange={(event) => {
          const percent = Number(event.target.value)
          if (Number.isInteger(percent) && percent >= 0 && percent <= 100) onSlide(percent)
        }}
        data-testid="remove-slider"
      />
    </section>
  )
}
