import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Card } from '../../../ui/index.ts'
import type { RemoveV2Position } from '../model/removeV2Position.ts'
import styles from './RemoveV2PositionCard.module.css'

export type RemoveV2PositionCardProps = { position: RemoveV2Position }

/** The LP tokens the wallet holds in the pair, what they stand for and their share of the pool. */
export function RemoveV2PositionCard({ position }: RemoveV2PositionCardProps) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { A, B } = position.pooled
  return (
    <Card className={styles.card} data-testid="remove-v2-position">
      <h2 className={styles.title}>
        <Trans>Your position</Trans>
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            {A.symbol}/{B.symbol}
          </dt>
          <dd data-testid="remove-v2-position-lp" title={t`LP tokens`}>
            {shown(position.liquidity)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Your pool share:</Trans>
          </dt>
          <dd data-testid="remove-v2-position-share">{shown(position.shareText)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{A.symbol}:</dt>
          <dd data-testid="remove-v2-position-a">{shown(A.value)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{B.symbol}:</dt>
          <dd data-testid="remove-v2-position-b">{shown(B.value)}</dd>
        </div>
      </dl>
    </Card>
  )
}
