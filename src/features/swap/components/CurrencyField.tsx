import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Address } from 'viem'
import { formatSignificant } from '../../../lib/format.ts'
import { type Currency, CurrencySelectButton, TokenSelector } from '../../tokens/index.ts'
import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from '../model/amountInput.ts'
import styles from './CurrencyField.module.css'

export type AmountInput = {
  value: string
  onChange: (value: string) => void
  /** Shown as a Max button when set. */
  onMax?: (() => void) | undefined
}

export type CurrencyFieldProps = {
  field: 'from' | 'to'
  label: string
  chainId: number
  account: Address | undefined
  currency: Currency | null
  balance: bigint | undefined
  onSelect: (currency: Currency) => void
  amount: AmountInput
  /** The amount's USD value as text ('$1,234.56'), when there is one to show. */
  fiat?: string | null
}

/** One side of the swap: its label, the amount input, the currency select button and the balance. */
export function CurrencyField(props: CurrencyFieldProps) {
  const { field, label, chainId, account, currency, balance, onSelect, amount, fiat } = props
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <section className={styles.field} aria-label={label}>
      <div className={styles.row}>
        <span className={styles.label}>{label}</span>
        {account && currency && balance !== undefined ? (
          <span className={styles.balance} data-testid={`balance-${field}`}>
            <Trans>Balance: {formatSignificant(balance, currency.decimals)}</Trans>
          </span>
        ) : null}
      </div>
      <div className={styles.row}>
        <input
          className={styles.input}
          data-testid={`amount-${field}`}
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
        {amount.onMax ? (
          <button type="button" className={styles.max} onClick={amount.onMax}>
            <Trans>Max</Trans>
          </button>
        ) : null}
        <CurrencySelectButton
          testId={`currency-select-${field}`}
          label={label}
          currency={currency}
          onClick={() => setOpen(true)}
        />
      </div>
      {fiat ? (
        <div className={styles.row}>
          <span className={styles.fiat} data-testid={`fiat-${field}`}>
            ~{fiat}
          </span>
        </div>
      ) : null}
      {open ? (
        <TokenSelector
          chainId={chainId}
          account={account}
          selected={currency}
          onSelect={onSelect}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  )
}
