import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { localizeNumber } from '../../../lib/format.ts'
import type { AmountLine } from '../model/positionPayout.ts'
import styles from './RemoveAmounts.module.css'

export type RemoveAmountsProps = {
  /** The share of the pooled amounts that comes out. */
  pooled: readonly [AmountLine, AmountLine]
  /** The fees earned, collected with it. */
  fees: readonly [AmountLine, AmountLine]
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{localizeNumber(value, i18n.locale)}</dd>
    </div>
  )
}

const pooledLabel = (symbol: string) => <Trans>Pooled {symbol}:</Trans>
const feesLabel = (symbol: string) => <Trans>{symbol} Fees Earned:</Trans>

/** What a remove pays out (spec 2 §2): the pooled amounts of the chosen share, and the fees with them. */
export function RemoveAmounts({ pooled, fees }: RemoveAmountsProps) {
  return (
    <dl className={styles.amounts}>
      <Row label={pooledLabel(pooled[0].symbol)} value={pooled[0].value} testId="remove-pooled-0" />
      <Row label={pooledLabel(pooled[1].symbol)} value={pooled[1].value} testId="remove-pooled-1" />
      <Row label={feesLabel(fees[0].symbol)} value={fees[0].value} testId="remove-fees-0" />
      <Row label={feesLabel(fees[1].symbol)} value={fees[1].value} testId="remove-fees-1" />
    </dl>
  )
}
