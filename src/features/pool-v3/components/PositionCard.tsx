import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { PositionCardView } from '../hooks/usePositionCards.ts'
import styles from './PositionCard.module.css'
import { RangeBadge } from './RangeBadge.tsx'

/** One position of the overview, linking to its page. */
export function PositionCard({ card }: { card: PositionCardView }) {
  const { range } = card
  return (
    <li>
      <Link className={styles.card} to={`/pool/${card.tokenId}`} data-testid={`position-${card.tokenId}`}>
        <span className={styles.head}>
          <span className={styles.pair}>{card.pair}</span>
          <span className={styles.fee}>{card.fee}</span>
          <RangeBadge status={card.status} />
        </span>
        {range ? (
          <span className={styles.range} data-testid="position-range">
            <Trans>
              {range.min} – {range.max} {range.quote} per {range.base}
            </Trans>
          </span>
        ) : null}
      </Link>
    </li>
  )
}
