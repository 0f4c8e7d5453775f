import { Trans, useLingui } from '@lingui/react/macro'
import { shortenSymbol } from '../../../lib/format.ts'
import type { Currency } from '../model/currency.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import styles from './CurrencySelectButton.module.css'

export type CurrencySelectButtonProps = {
  currency: Currency | null
  onClick: () => void
  /** Accessible name of the button's side ('From', 'To'), read before the currency. */
  label: string
  disabled?: boolean
  testId?: string
}

export function CurrencySelectButton({
  currency,
  onClick,
  label,
  disabled = false,
  testId,
}: CurrencySelectButtonProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={`${styles.button} ${currency ? styles.selected : styles.empty}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label}: ${currency ? currency.symbol : t`Select a token`}`}
      title={currency?.symbol}
      data-testid={testId}
    >
      {currency ? (
        <>
          <CurrencyLogo currency={currency} size={24} />
          {/* A symbol wider than the button allows ends in an ellipsis; the title and the name carry it whole. */}
          <span className={styles.symbol} data-testid={testId ? `${testId}-symbol` : undefined}>
            {shortenSymbol(currency.symbol)}
          </span>
        </>
      ) : (
        <span className={styles.symbol}>
          <Trans>Select a token</Trans>
        </span>
      )}
      <span aria-hidden="true" className={styles.chevron}>
        ▾
      </span>
    </button>
  )
}
