import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { FindPoolLinks } from '../model/findPoolLinks.ts'
import type { FindPoolResult } from '../model/findPoolResult.ts'
import type { V2PositionCardView } from '../model/v2PositionCardView.ts'
import styles from './FindPoolStatus.module.css'
import { V2PositionCard } from './V2PositionCard.tsx'

export type FindPoolStatusProps = {
  result: FindPoolResult
  links: FindPoolLinks
  /** The account's position when the pool is found. */
  card: V2PositionCardView | null
}

/** What Find pool says about the picked pair, with the one link that fits. */
export function FindPoolStatus({ result, links, card }: FindPoolStatusProps) {
  return (
    <div className={styles.status} data-testid="find-result" data-state={result.kind}>
      {result.kind === 'select' ? (
        <p>
          <Trans>Select a token to find your v2 liquidity.</Trans>
        </p>
      ) : result.kind === 'invalid' ? (
        <p>
          <Trans>Invalid pair</Trans>
        </p>
      ) : result.kind === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : result.kind === 'not-found' ? (
        <>
          <p>
            <Trans>No pool found</Trans>
          </p>
          {links.create !== null ? (
            <Link to={links.create}>
              <Trans>Create pool</Trans>
            </Link>
          ) : null}
        </>
      ) : result.kind === 'no-liquidity' ? (
        <>
          <p>
            <Trans>You don't have liquidity in this pool yet</Trans>
          </p>
          {links.add !== null ? (
            <Link to={links.add}>
              <Trans>Add liquidity</Trans>
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.found}>
            <Trans>Pool Found</Trans>
          </p>
          <Link to={links.origin}>
            <Trans>Manage this pool</Trans>
          </Link>
          {card !== null ? (
            <ul className={styles.card}>
              <V2PositionCard view={card} />
            </ul>
          ) : null}
        </>
      )}
    </div>
  )
}
