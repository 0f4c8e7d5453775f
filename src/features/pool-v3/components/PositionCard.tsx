import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { localizeNumber } from '../../../lib/format.ts'
import type { PositionCardView } from '../hooks/usePositionCards.ts'
import styles from './PositionCard.module.css'
import { RangeBadge } from './RangeBadge.tsx'

/** One position of the overview, linking to its page. */
export function PositionCard({ card }: { card: PositionCardView }) {
  const { i18n } = useLingui()
  const { locale } = i18n
  const { range } = card
  return (
    <li>
      <Link className={styles.card} to={`/pool/${card.tokenId}`} data-testid={`position-${card.tokenId}`}>
        <span className={styles.head}>
          <span className={styles.pair}>{card.pair}</span>
          <span className={styles.fee}>{localizeNumber(card.fee, locale)}</span>
          <RangeBadge status={card.status} />
        </span>
        {range ? (
          <span className={styles.range} data-testid="position-range">
            <Trans>
              {localizeNumber(range.min, locale)} – {localizeNumber(range.max, locale)} {range.quote} per{' '}
              {range.base}
            </Trans>
          </span>
        ) : null}
      </Link>
    </li>
  )
}
