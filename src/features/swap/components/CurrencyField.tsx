import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { Address } from 'viem'
import { formatSignificant } from '../../../lib/format.ts'
import { useNativeBalance, useTokenBalances } from '../../chain-data/index.ts'
import { type Currency, CurrencySelectButton, TokenSelector } from '../../tokens/index.ts'
import styles from './CurrencyField.module.css'

export type CurrencyFieldProps = {
  field: 'from' | 'to'
  label: string
  chainId: number
  account: Address | undefined
  currency: Currency | null
  onSelect: (currency: Currency) => void
}

const NO_TOKENS: readonly Address[] = []

/** One side of the swap: its label, the currency select button and the account's balance of it. */
export function CurrencyField({ field, label, chainId, account, currency, onSelect }: CurrencyFieldProps) {
  const [open, setOpen] = useState(false)
  const native = useNativeBalance(currency?.kind === 'native' ? chainId : undefined, account)
  const tokens = useTokenBalances(
    currency?.kind === 'token' ? chainId : undefined,
    account,
    currency?.kind === 'token' ? [currency.address] : NO_TOKENS,
  )
  const balance = currency?.kind === 'token' ? tokens[currency.address]?.result : native.result
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
      <CurrencySelectButton
        testId={`currency-select-${field}`}
        label={label}
        currency={currency}
        onClick={() => setOpen(true)}
      />
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
