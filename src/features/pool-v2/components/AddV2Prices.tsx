import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import styles from './AddV2Prices.module.css'

export type AddV2PricesProps = {
  symbols: { A: string; B: string }
  /** B per A and A per B; null until both amounts of a new pair are typed. */
  prices: { bPerA: string; aPerB: string } | null
  /** The share of the pool the add makes; null while nothing is minted. */
  poolShare: string | null
  /** The amounts set the pair's first price. */
  initial: boolean
}

// The value reads above its label (column-reverse), while the markup keeps the term before its definition.

/** The pair's prices both ways and the pool share the add makes (spec 2 §5 "Display": '<0.01%' share). */
export function AddV2Prices({ symbols, prices, poolShare, initial }: AddV2PricesProps) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { A: symbolA, B: symbolB } = symbols
  const title = initial ? t`Initial prices and pool share` : t`Prices and pool share`
  return (
    <section className={styles.box} aria-label={title} data-testid="add-v2-prices">
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.grid}>
        <div className={styles.cell}>
          <dt>
            <Trans>
              {symbolB} per {symbolA}
            </Trans>
          </dt>
          <dd data-testid="add-v2-price-b-per-a">{prices ? shown(prices.bPerA) : '-'}</dd>
        </div>
        <div className={styles.cell}>
          <dt>
            <Trans>
              {symbolA} per {symbolB}
            </Trans>
          </dt>
          <dd data-testid="add-v2-price-a-per-b">{prices ? shown(prices.aPerB) : '-'}</dd>
        </div>
        <div className={styles.cell}>
          <dt>
            <Trans>Share of Pool</Trans>
          </dt>
          <dd data-testid="add-v2-pool-share">{shown(poolShare ?? '0%')}</dd>
        </div>
      </dl>
    </section>
  )
}
