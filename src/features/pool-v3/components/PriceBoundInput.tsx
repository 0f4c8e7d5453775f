import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { sanitizeBoundInput } from '../model/boundInput.ts'
import type { RangeSide } from '../model/mintFormState.ts'
import styles from './PriceBoundInput.module.css'

/** An add form edits its range; an increase shows the position's fixed one; without a pair and tier, neither. */
export type RangeInputMode = 'edit' | 'read-only' | 'disabled'

/** The page's units: prices are `quote` per `base` (currency B per currency A). */
export type RangeSymbols = { base: string; quote: string }

export type PriceBoundInputProps = {
  side: RangeSide
  /** What the form shows for this end: a price, '0' or '∞' at the limits, '' when not set. */
  value: string
  symbols: RangeSymbols
  mode: RangeInputMode
  /** Each keystroke that leaves a decimal, and the text once more when the input loses the focus. */
  onType: (text: string) => void
  /** − lowers the price by one tick spacing, + raises it. */
  onStep: (direction: -1 | 1) => void
}

/**
 * One end of the price range: − / + and a price input. While the user types, the input shows what they typed;
 * once it loses the focus (or a step is taken) it shows the form's price again, snapped to the fee's ticks.
 */
export function PriceBoundInput({ side, value, symbols, mode, onType, onStep }: PriceBoundInputProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const locked = mode !== 'edit'
  const labels =
    side === 'min'
      ? { title: t`Min Price`, decrease: t`Decrease min price`, increase: t`Increase min price` }
      : { title: t`Max Price`, decrease: t`Decrease max price`, increase: t`Increase max price` }
  const step = (direction: -1 | 1) => {
    setDraft(null)
    onStep(direction)
  }
  const { base, quote } = symbols
  return (
    <div className={styles.bound} data-testid={`range-${side}`}>
      <label className={styles.title} htmlFor={inputId}>
        {labels.title}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={labels.decrease}
          disabled={locked}
          onClick={() => step(-1)}
          data-testid={`range-${side}-decrease`}
        >
          −
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="0.0"
          value={draft ?? value}
          readOnly={mode === 'read-only'}
          disabled={mode === 'disabled'}
          onChange={(event) => {
            const text = sanitizeBoundInput(event.target.value)
            if (text === null) return
            setDraft(text)
            onType(text)
          }}
          onBlur={() => {
            if (draft === null) return
            onType(draft)
            setDraft(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur()
          }}
          data-testid={`range-${side}-input`}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={labels.increase}
          disabled={locked}
          onClick={() => step(1)}
          data-testid={`range-${side}-increase`}
        >
          +
        </button>
      </div>
      <span className={styles.units}>
        <Trans>
          {quote} per {base}
        </Trans>
      </span>
    </div>
  )
}
