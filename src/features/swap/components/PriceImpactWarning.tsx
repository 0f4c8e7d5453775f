import { useLingui } from '@lingui/react/macro'
import type { ImpactLoss } from '../model/impactLoss.ts'
import styles from './PriceImpactWarning.module.css'

/** Under the swap action when the price impact is high: what the trade would lose, and what to do about it. */
export function PriceImpactWarning({ loss }: { loss: ImpactLoss }) {
  const { t } = useLingui()
  const { percent, usd } = loss
  return (
    <p className={styles.warning} data-testid="price-impact-warning">
      {usd === null
        ? t`Price impact is high: you would lose about ${percent} of the value. Try a smaller amount.`
        : t`Price impact is high: you would lose about ${percent} (${usd}) of the value. Try a smaller amount.`}
    </p>
  )
}
