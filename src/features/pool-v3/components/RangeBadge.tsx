import { Trans } from '@lingui/react/macro'
import type { PositionStatus } from '../model/positionStatus.ts'
import styles from './RangeBadge.module.css'

/** The position's badge (spec 2 §4); nothing while the pool's tick is unknown. */
export function RangeBadge({ status }: { status: PositionStatus | null }) {
  if (status === null) return null
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="range-badge" data-status={status}>
      {status === 'closed' ? (
        <Trans>Closed</Trans>
      ) : status === 'in-range' ? (
        <Trans>In range</Trans>
      ) : (
        <Trans>Out of range</Trans>
      )}
    </span>
  )
}
