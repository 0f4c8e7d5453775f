import { Trans, useLingui } from '@lingui/react/macro'
import { sanitizeAmountInput } from '../../../lib/amounts.ts'
import { localizeNumber } from '../../../lib/format.ts'
import type { RangeSymbols } from './PriceBoundInput.tsx'
import styles from './StartPriceInput.module.css'

export type StartPriceInputProps = {
  /** The form's startPriceTypedValue. */
  value: string
  /** A keystroke that leaves a non-negative decimal (a comma becomes the dot; at most 79 characters). */
  onType: (text: string) => void
  /** The starting price is `quote` per `base` (currency B per currency A). */
  symbols: RangeSymbols
  /** The price the pool would start at (MintForm.price, formatted); null while there is none. */
  price: string | null
}

/** A new pool's starting price (spec 2 §4 "Pool state" NOT_EXISTS, §5 "Start price"). */
export function StartPriceInput({ value, onType, symbols, price }: StartPriceInputProps) {
  const { t, i18n } = useLingui()
  const { base, quote } = symbols
  return (
    <section className={styles.start} data-testid="start-price">
      <p className={styles.notice} data-testid="start-price-notice">
        <Trans>
          This pool must be initialized before you can add liquidity. To initialize, select a starting price
          for the pool. Then, enter your liquidity price range and deposit amount. Gas fees will be higher
          than usual due to the initialization transaction.
        </Trans>
      </p>
      <input
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="0.0"
        aria-label={t`Starting price`}
        value={value}
        onChange={(event) => {
          const text = sanitizeAmountInput(event.target.value)
          if (text !== null) onType(text)
        }}
        data-testid="start-price-input"
      />
      <div className={styles.current} data-testid="start-price-current">
        <span>
          <Trans>Current {base} Price:</Trans>
        </span>
        <span className={styles.price}>
          {price === null ? '-' : `${localizeNumber(price, i18n.locale)} ${quote}`}
        </span>
      </div>
    </section>
  )
}
