import { Trans, useLingui } from '@lingui/react/macro'
import { type CSSProperties, useState } from 'react'
import type { Address } from 'viem'
import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from '../../../lib/amounts.ts'
import { formatAmount, formatPercentBps, localizeNumber } from '../../../lib/format.ts'
import type { Currency } from '../model/currency.ts'
import styles from './CurrencyInputPanel.module.css'
import { CurrencySelectButton } from './CurrencySelectButton.tsx'
import { TokenSelector } from './TokenSelector.tsx'

/** The typed amount and what changes it; Max is shown when onMax is set (showMaxButton). */
export type AmountInput = {
  value: string
  onChange: (value: string) => void
  onMax?: (() => void) | undefined
}

/** What the panel is an amount of: a currency the user may change, or a v2 pair's liquidity token. */
export type PanelSelection = {
  currency: Currency | null
  /** The form's other currency: marked in the selector, still selectable (swap then flips the two). */
  otherCurrency?: Currency | null | undefined
  /** Without it the currency is fixed (no selector). */
  onSelect?: ((currency: Currency) => void) | undefined
  /** A v2 pair's liquidity token: its two symbols are shown instead of a currency. */
  pair?: { symbol0: string; symbol1: string } | null | undefined
}

export type PanelOptions = {
  /** The amount cannot be entered (a single-sided deposit): the panel says why instead. */
  locked?: boolean | undefined
  hideInput?: boolean | undefined
  hideBalance?: boolean | undefined
}

export type CurrencyInputPanelProps = {
  /** Names the panel's test ids: amount-{id}, input-row-{id}, balance-{id}, currency-select-{id}, fiat-{id}. */
  id: string
  label: string
  chainId: number
  account: Address | undefined
  amount: AmountInput
  selection: PanelSelection
  balance: bigint | undefined
  /** The amount's USD value as text ('$1,234.56') and the trade's price impact in basis points. */
  fiat?: { value: string | null; priceImpactBps?: number | null | undefined } | undefined
  options?: PanelOptions | undefined
}

/** Balances (spec 1 §5 "Display"): 4 significant digits, rounded down so never more than the account holds. */
const BALANCE_SIGNIFICANT_DIGITS = 4
/** The placeholder '0.0': the font an empty input is sized for. */
const PLACEHOLDER_CHARS = 3

/** Price impact severity of spec 1 (1%, 3%, 5%, 15%), for the colour of the impact beside the USD value. */
function impactSeverity(bps: number): number {
  return [100, 300, 500, 1500].filter((threshold) => bps >= threshold).length
}

/**
 * A currency amount input (spec 1 §3 "Currency input props"): label, balance, the amount with Max, the currency
 * (selectable or fixed) or a pair, its USD value and the price impact. Every form of the app uses it.
 */
export function CurrencyInputPanel(props: CurrencyInputPanelProps) {
  const { id, label, chainId, account, amount, selection, balance, fiat, options } = props
  const { currency, otherCurrency, onSelect, pair } = selection
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  if (options?.locked)
    return (
      <section className={`${styles.field} ${styles.locked}`} aria-label={label} data-testid={`locked-${id}`}>
        <p className={styles.lockedNotice}>
          <Trans>The market price is outside your specified price range. Single-asset deposit only.</Trans>
        </p>
      </section>
    )
  const showBalance =
    !options?.hideBalance && account !== undefined && currency !== null && balance !== undefined
  const balanceValue = showBalance
    ? formatAmount(balance, currency.decimals, {
        significantDigits: BALANCE_SIGNIFICANT_DIGITS,
        rounding: 'down',
        locale: i18n.locale,
      })
    : null
  // Max sits on the balance row, so the amount keeps the width of its own row on any screen.
  const showMax = amount.onMax !== undefined && !options?.hideInput
  const impact = fiat?.priceImpactBps
  // The amount's font steps down with its length so that the whole number fits its box (see .input).
  const amountChars = { '--amount-chars': Math.max(amount.value.length, PLACEHOLDER_CHARS) } as CSSProperties
  return (
    <section className={styles.field} aria-label={label}>
      <div className={`${styles.row} ${styles.topRow}`}>
        <span className={styles.label}>{label}</span>
        {balanceValue !== null || showMax ? (
          <span className={styles.balanceGroup}>
            {balanceValue !== null ? (
              // Short of room, the word gives way (with an ellipsis), never the number.
              <span
                className={styles.balance}
                data-testid={`balance-${id}`}
                title={t`Balance: ${balanceValue}`}
              >
                <Trans>
                  <span className={styles.balanceWord}>Balance:</span>{' '}
                  <span className={styles.balanceValue}>{balanceValue}</span>
                </Trans>
              </span>
            ) : null}
            {showMax ? (
              <button type="button" className={styles.max} onClick={amount.onMax}>
                <Trans>Max</Trans>
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={`${styles.row} ${styles.inputRow}`} data-testid={`input-row-${id}`}>
        {options?.hideInput ? null : (
          <div className={styles.amount} style={amountChars}>
            <input
              className={styles.input}
              data-testid={`amount-${id}`}
              aria-label={t`${label} amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder="0.0"
              minLength={1}
              maxLength={MAX_AMOUNT_INPUT_LENGTH}
              pattern="^[0-9]*[.,]?[0-9]*$"
              value={amount.value}
              onChange={(event) => {
                const next = sanitizeAmountInput(event.target.value)
                if (next !== null) amount.onChange(next)
              }}
            />
          </div>
        )}
        {pair ? (
          <span className={styles.pair} data-testid={`pair-${id}`} title={`${pair.symbol0}:${pair.symbol1}`}>
            {pair.symbol0}:{pair.symbol1}
          </span>
        ) : (
          <span className={styles.select}>
            <CurrencySelectButton
              testId={`currency-select-${id}`}
              label={label}
              currency={currency}
              disabled={onSelect === undefined}
              onClick={() => setOpen(true)}
            />
          </span>
        )}
      </div>
      {/* Where a USD value can appear, its row is always there at its full height: no shift when it arrives. */}
      {fiat ? (
        <div className={`${styles.row} ${styles.fiatRow}`} data-testid={`fiat-row-${id}`}>
          {fiat.value ? (
            <span>
              <span className={styles.fiat} data-testid={`fiat-${id}`}>
                ~{fiat.value}
              </span>
              {impact !== null && impact !== undefined ? (
                <span
                  className={styles.impact}
                  data-testid={`price-impact-${id}`}
                  data-severity={impactSeverity(impact)}
                >
                  ({impact > 0 ? '-' : ''}
                  {localizeNumber(formatPercentBps(impact), i18n.locale)})
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
      {open && onSelect ? (
        <TokenSelector
          chainId={chainId}
          account={account}
          selected={currency}
          otherSelected={otherCurrency}
          onSelect={onSelect}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  )
}
