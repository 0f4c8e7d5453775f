import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { chainInfoOf } from '../../../chain/chains.ts'
import { Card } from '../../../ui/index.ts'
import { useUserSettings } from '../../settings/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { PoolOverviewMenu } from '../components/PoolOverviewMenu.tsx'
import { PositionCard } from '../components/PositionCard.tsx'
import { usePositionCards } from '../hooks/usePositionCards.ts'
import { usePositionIds } from '../hooks/usePositionIds.ts'
import { type Position, usePositions } from '../hooks/usePositions.ts'
import styles from './PoolScreen.module.css'

const DEFAULT_INFO_LINK = 'https://info.uniswap.org/#/'

/** /pool (spec 2 §2): the account's v3 positions, with the ways to add, migrate and find liquidity. */
export function PoolScreen() {
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const showV2 = !info?.isL2
  const ids = usePositionIds(chainId, account)
  const states = usePositions(chainId, ids.ids)
  const positions = useMemo(
    () => states.flatMap((s): Position[] => (s.position ? [s.position] : [])),
    [states],
  )
  const hideClosed = useUserSettings((s) => s.userHideClosedPositions)
  const setHideClosed = useUserSettings((s) => s.setUserHideClosedPositions)
  const cards = usePositionCards(chainId, positions, hideClosed)
  const loading = ids.state === 'loading' || states.some((s) => s.state === 'loading')

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Pools Overview</Trans>
        </h1>
        <div className={styles.actions}>
          <PoolOverviewMenu showV2={showV2} />
          <Link className={styles.newPosition} to="/add/ETH">
            + <Trans>New Position</Trans>
          </Link>
        </div>
      </div>
      <Card className={styles.list} data-testid="positions-card">
        {account === undefined ? (
          <div className={styles.empty}>
            <p>
              <Trans>Your V3 liquidity positions will appear here.</Trans>
            </p>
            <ConnectWalletButton />
          </div>
        ) : (
          <>
            <div className={styles.listHeader}>
              <span>
                <Trans>Your positions ({cards.length})</Trans>
              </span>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  checked={!hideClosed}
                  onChange={(event) => setHideClosed(!event.target.checked)}
                />
                <Trans>Show closed positions</Trans>
              </label>
            </div>
            {loading && cards.length === 0 ? (
              <p className={styles.empty} aria-busy="true">
                <Trans>Loading…</Trans>
              </p>
            ) : cards.length === 0 ? (
              <p className={styles.empty}>
                <Trans>No active pools</Trans>
              </p>
            ) : (
              <ul className={styles.positions}>
                {cards.map((card) => (
                  <PositionCard key={card.tokenId.toString()} card={card} />
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      <nav className={styles.links}>
        <a href={`${info?.infoLink ?? DEFAULT_INFO_LINK}pools`} target="_blank" rel="noopener noreferrer">
          <Trans>Top pools</Trans> ↗
        </a>
        {showV2 ? (
          <>
            <Link to="/pool/v2">
              <Trans>View V2 Liquidity</Trans>
            </Link>
            <Link to="/migrate/v2">
              <Trans>Migrate V2 liquidity</Trans>
            </Link>
          </>
        ) : null}
      </nav>
    </div>
  )
}
