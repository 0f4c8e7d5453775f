import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { StakingPoolView } from '../model/stakingPoolView.ts'
import styles from './StakingPoolCard.module.css'

/**
 * One pool of the list (spec 2 §2): the pair, its deposits in USD, the pool's weekly UNI, the reward APR, and
 * the account's weekly rate and stake when it has one; the whole card links to the pool page.
 */
export function StakingPoolCard({ view }: { view: StakingPoolView }) {
  return (
    <Link
      to={view.path}
      className={`${styles.card} ${view.active ? '' : styles.inactive}`}
      data-testid="mining-pool"
      data-pair={view.pair}
    >
      <div className={styles.header}>
        <span className={styles.pair}>{view.pair}</span>
        <span className={styles.action}>{view.staked ? <Trans>Manage</Trans> : <Trans>Deposit</Trans>}</span>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>
            <Trans>Total deposited</Trans>
          </dt>
          <dd data-testid="mining-pool-deposited">{view.depositedUsd ?? '-'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pool rate</Trans>
          </dt>
          <dd data-testid="mining-pool-rate">
            <Trans>{view.weeklyPoolRate} UNI / week</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Reward APR</Trans>
          </dt>
          <dd data-testid="mining-pool-apr">{view.apr ?? <Trans>n/a</Trans>}</dd>
        </div>
        {view.staked ? (
          <>
            <div>
              <dt>
                <Trans>Your rate</Trans>
              </dt>
              <dd data-testid="mining-pool-your-rate">
                <Trans>{view.weeklyAccountRate} UNI / week</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Your deposit</Trans>
              </dt>
              <dd data-testid="mining-pool-your-stake">
                <Trans>{view.staked} UNI-V2</Trans>
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </Link>
  )
}
