import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { type Currency, CurrencyInputPanel, type TokenCurrency } from '../../tokens/index.ts'
import type { BurnV2Field } from '../model/burnV2FormState.ts'
import type { BurnV2Side } from '../model/deriveBurnV2Form.ts'
import styles from './RemoveV2Inputs.module.css'

export type RemoveV2InputsProps = {
  chainId: number
  account: Address | undefined
  /** The pair's LP token, as the liquidity input's currency. */
  lpToken: TokenCurrency
  lpBalance: bigint | undefined
  currencies: Record<BurnV2Side, Currency>
  /** What each input shows (the derived form's texts). */
  values: Record<BurnV2Field, string>
  onType: (field: BurnV2Field, typedValue: string) => void
}

/**
 * The detailed mode (spec 2 §2): the LP tokens to burn, and what they pay out in token A and token B, each
 * typed in directly; Max is the whole balance. An amount above what the account holds counts for nothing.
 */
export function RemoveV2Inputs(props: RemoveV2InputsProps) {
  const { chainId, account, lpToken, lpBalance, currencies, values, onType } = props
  const { t } = useLingui()
  const max = () => onType('LIQUIDITY_PERCENT', '100')
  const amount = (field: BurnV2Field) => ({
    value: values[field],
    onChange: (value: string) => onType(field, value),
    onMax: max,
  })
  return (
    <div className={styles.inputs}>
      <CurrencyInputPanel
        id="remove-v2-liquidity"
        label={t`Liquidity`}
        chainId={chainId}
        account={account}
        amount={amount('LIQUIDITY')}
        selection={{
          currency: lpToken,
          pair: { symbol0: currencies.A.symbol, symbol1: currencies.B.symbol },
        }}
        balance={lpBalance}
      />
      <span className={styles.arrow} aria-hidden="true">
        ↓
      </span>
      {(['A', 'B'] as const).map((side) => (
        <CurrencyInputPanel
          key={side}
          id={`remove-v2-${side.toLowerCase()}`}
          label={currencies[side].symbol}
          chainId={chainId}
          account={account}
          amount={amount(side === 'A' ? 'CURRENCY_A' : 'CURRENCY_B')}
          selection={{ currency: currencies[side] }}
          balance={undefined}
          options={{ hideBalance: true }}
        />
      ))}
    </div>
  )
}
