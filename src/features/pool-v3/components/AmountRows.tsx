import { useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import styles from './AmountRows.module.css'

export type AmountRow = { symbol: string; amount: string; percent?: number | null }

/** A titled box of token amounts (the pooled liquidity, the unclaimed fees), each with its share if known. */
export function AmountRows({
  title,
  value,
  rows,
  testId,
}: {
  title: string
  /** The total in USD, beside the title. */
  value?: string
  rows: readonly AmountRow[] | null
  testId: string
}) {
  const { i18n } = useLingui()
  return (
    <section className={styles.box} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      {value === undefined ? null : (
        <p className={styles.value} data-testid={`${testId}-usd`}>
          {value}
        </p>
      )}
      <dl className={styles.rows}>
        {(rows ?? []).map((row) => (
          <div key={row.symbol} className={styles.row}>
            <dt>{row.symbol}</dt>
            <dd>
              {localizeNumber(row.amount, i18n.locale)}
              {row.percent === undefined || row.percent === null ? null : (
                <span className={styles.percent}>{localizeNumber(`${row.percent}%`, i18n.locale)}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
