import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { localizeNumber } from '../../../lib/format.ts'
import type { V2PositionCardView } from '../model/v2PositionCardView.ts'
import styles from './V2PositionCard.module.css'

/** One v2 position: what the LP tokens stand for, and a Manage expander with the ways to act on it. */
export function V2PositionCard({ view }: { view: V2PositionCardView }) {
  const { i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { links } = view
  return (
    <li className={styles.card} data-testid={`v2-position-${view.liquidityToken}`}>
      <div className={styles.head}>
        <span className={styles.pair}>{view.pair}</span>
        {view.staked !== null ? (
          <span className={styles.badge} data-testid="v2-position-staked">
            <Trans>Staked</Trans>
          </span>
        ) : null}
      </div>
      <dl className={styles.rows}>
        {view.held !== null ? (
          <div>
            <dt>
              <Trans>Your pool tokens:</Trans>
            </dt>
            <dd data-testid="v2-position-held">{shown(view.held)}</dd>
          </div>
        ) : null}
        {view.staked !== null ? (
          <div>
            <dt>
              <Trans>Pool tokens in rewards pool:</Trans>
            </dt>
            <dd data-testid="v2-position-staked-amount">{shown(view.staked)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Pooled {view.symbol0}:</Trans>
          </dt>
          <dd data-testid="v2-position-pooled-0">{shown(view.pooled0)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pooled {view.symbol1}:</Trans>
          </dt>
          <dd data-testid="v2-position-pooled-1">{shown(view.pooled1)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your pool share:</Trans>
          </dt>
          <dd data-testid="v2-position-share">{shown(view.share)}</dd>
        </div>
      </dl>
      <details className={styles.manage}>
        <summary>
          <Trans>Manage</Trans>
        </summary>
        <div className={styles.links}>
          <Link to={links.migrate}>
            <Trans>Migrate</Trans>
          </Link>
          <Link to={links.add}>
            <Trans>Add</Trans>
          </Link>
          {links.remove !== null ? (
            <Link to={links.remove}>
              <Trans>Remove</Trans>
            </Link>
          ) : null}
        </div>
        {links.remove === null ? (
          <p className={styles.note} data-testid="v2-position-withdraw-first">
            <Trans>
              Your LP tokens are staked: withdraw them from the rewards pool before removing liquidity.
            </Trans>
          </p>
        ) : null}
        {links.rewards !== null ? (
          <Link className={styles.wide} to={links.rewards}>
            <Trans>Manage Liquidity in Rewards Pool</Trans>
          </Link>
        ) : null}
        {links.analytics !== null ? (
          <a className={styles.wide} href={links.analytics} target="_blank" rel="noopener noreferrer">
            <Trans>View accrued fees and analytics</Trans> ↗
          </a>
        ) : null}
      </details>
    </li>
  )
}
