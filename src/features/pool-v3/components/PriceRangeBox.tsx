import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Toggle } from '../../../ui/index.ts'
import type { RangeLabels } from '../model/positionLabels.ts'
import styles from './PriceRangeBox.module.css'

/** Min and max price of the position's range, either way round ('0' and '∞' at the tick limits). */
export function PriceRangeBox({
  range,
  flipped,
  onFlip,
}: {
  range: RangeLabels
  /** Turned over from the way the position reads best. */
  flipped: boolean
  onFlip: () => void
}) {
  const { t, i18n } = useLingui()
  // The switch names the base of each way round; the highlighted one is the base the prices are in now.
  const [usualBase, usualQuote] = flipped ? [range.quote, range.base] : [range.base, range.quote]
  const bound = (label: string, value: string, testId: string) => (
    <div className={styles.bound} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <span className={styles.price}>{localizeNumber(value, i18n.locale)}</span>
      <span className={styles.unit}>
        <Trans>
          {range.quote} per {range.base}
        </Trans>
      </span>
    </div>
  )
  return (
    <section className={styles.box} data-testid="price-range">
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Trans>Price range</Trans>
        </h2>
        <Toggle
          label={t`Invert the price range`}
          on={flipped}
          onToggle={onFlip}
          onText={usualQuote}
          offText={usualBase}
        />
      </div>
      <div className={styles.bounds}>
        {bound(t`Min price`, range.min, 'min-price')}
        {bound(t`Max price`, range.max, 'max-price')}
      </div>
    </section>
  )
}
