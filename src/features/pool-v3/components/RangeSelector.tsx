import { Trans, useLingui } from '@lingui/react/macro'
import type { RangeSide } from '../model/mintFormState.ts'
import type { RangeTicks } from '../model/rangeTicks.ts'
import { InvalidRangeText } from './AddButtonText.tsx'
import { PriceBoundInput, type RangeInputMode, type RangeSymbols } from './PriceBoundInput.tsx'
import styles from './RangeSelector.module.css'

export type RangeSelectorEvents = {
  /** A keystroke in the min or max input (a non-negative decimal or ''), and again on blur. */
  onTypeBound: (side: RangeSide, text: string) => void
  /** − (−1) or + (1) beside an input. */
  onStep: (side: RangeSide, direction: -1 | 1) => void
  /** Full Range was pressed: the caller shows the efficiency warning first. */
  onFullRange: () => void
  /** The other token's symbol was pressed: prices in the other units. */
  onToggleRate: () => void
}

export type RangeSelectorProps = {
  /** What the inputs show (MintForm.bounds): '0' and '∞' at the limits. */
  bounds: { min: string; max: string }
  symbols: RangeSymbols
  /** MintForm.range.kind. */
  range: RangeTicks['kind']
  /** MintForm.outOfRange: the current price is outside the range (one deposit side is then disabled). */
  outOfRange: boolean
  mode: RangeInputMode
  events: RangeSelectorEvents
}

/**
 * The add form's price range (spec 2 §4 "Range", "Full range", §5 "Range"): min and max with − / +, Full Range,
 * the rate toggle, and the warnings for an invalid range and a range the current price is outside of.
 */
export function RangeSelector({ bounds, symbols, range, outOfRange, mode, events }: RangeSelectorProps) {
  const { t } = useLingui()
  const { base, quote } = symbols
  return (
    <section className={styles.selector} data-testid="range-selector">
      <div className={styles.head}>
        <h3 className={styles.title}>
          {mode === 'read-only' ? <Trans>Selected Range</Trans> : <Trans>Set Price Range</Trans>}
        </h3>
        <fieldset className={styles.rate} aria-label={t`Price units`}>
          {/* The pressed symbol is the base the prices are given for; the other one turns them round. */}
          <button
            type="button"
            className={styles.rateOption}
            aria-pressed={true}
            disabled={mode === 'disabled'}
            data-testid="rate-base"
          >
            {base}
          </button>
          <button
            type="button"
            className={styles.rateOption}
            aria-pressed={false}
            disabled={mode === 'disabled'}
            onClick={events.onToggleRate}
            data-testid="rate-quote"
          >
            {quote}
          </button>
        </fieldset>
      </div>
      <div className={styles.bounds}>
        <PriceBoundInput
          side="min"
          value={bounds.min}
          symbols={symbols}
          mode={mode}
          onType={(text) => events.onTypeBound('min', text)}
          onStep={(direction) => events.onStep('min', direction)}
        />
        <PriceBoundInput
          side="max"
          value={bounds.max}
          symbols={symbols}
          mode={mode}
          onType={(text) => events.onTypeBound('max', text)}
          onStep={(direction) => events.onStep('max', direction)}
        />
      </div>
      {mode === 'read-only' ? null : (
        <button
          type="button"
          className={styles.fullRange}
          disabled={mode === 'disabled'}
          onClick={events.onFullRange}
          data-testid="full-range"
        >
          <Trans>Full Range</Trans>
        </button>
      )}
      {range === 'invalid' ? (
        <p className={styles.error} role="alert" data-testid="range-invalid">
          <InvalidRangeText />
        </p>
      ) : null}
      {outOfRange ? (
        <p className={styles.warning} role="status" data-testid="range-out-of-range">
          <Trans>
            Your position will not earn fees or be used in trades until the market price moves into your
            range.
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
