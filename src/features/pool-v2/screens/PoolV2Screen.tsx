import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { chainInfoOf } from '../../../chain/chains.ts'
import { Card } from '../../../ui/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { V2PositionCard } from '../components/V2PositionCard.tsx'
import { useV2Positions } from '../hooks/useV2Positions.ts'
import { v2PositionCardView } from '../model/v2PositionCardView.ts'
import styles from './PoolV2Screen.module.css'

const V2_POOLS_EXPLAINER = 'https://uniswap.org/docs/v2/core-concepts/pools/'

/** /pool/v2 (spec 2 §2 "v2 pool page"): the account's v2 liquidity, held and staked, and the ways to add more. */
export function PoolV2Screen() {
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const isL2 = info?.isL2 === true
  // Layer 2 has no v2: nothing is read there.
  const positions = useV2Positions(isL2 ? undefined : chainId, isL2 ? undefined : account)
  const wrappedNative = info?.wrappedNative.address
  const cards = useMemo(
    () =>
      positions.state === 'ready' && wrappedNative
        ? positions.cards.map((card) => v2PositionCardView(card, { wrappedNative, account }))
        : [],
    [positions, wrappedNative, account],
  )

  return (
    <div className={styles.page}>
      <Link className={styles.back} to="/pool">
        <span data-mirror aria-hidden="true">
          ←
        </span>{' '}
        <Trans>Back to Pools Overview</Trans>
      </Link>
      <Card className={styles.info}>
        <h2 className={styles.infoTitle}>
          <Trans>Liquidity provider rewards</Trans>
        </h2>
        <p data-testid="v2-fee-text">
          <Trans>
            Liquidity providers earn a 0.3% fee on all trades proportional to their share of the pool
          </Trans>
        </p>
        <p>
          <Trans>
            Fees are added to the pool, accrue in real time and can be claimed by withdrawing your liquidity.
          </Trans>
        </p>
        <a href={V2_POOLS_EXPLAINER} target="_blank" rel="noopener noreferrer">
          <Trans>Read more about providing liquidity</Trans> ↗
        </a>
      </Card>
      {isL2 ? (
        <Card className={styles.list}>
          <p className={styles.empty} data-testid="v2-layer2">
            <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
          </p>
        </Card>
      ) : (
        <>
          <div className={styles.header}>
            <h1 className={styles.title}>
              <Trans>Your V2 liquidity</Trans>
            </h1>
            <div className={styles.actions}>
              <Link className={styles.secondary} to="/add/v2/create/ETH">
                <Trans>Create a pair</Trans>
              </Link>
              <Link className={styles.secondary} to="/pool/v2/find">
                <Trans>Import Pool</Trans>
              </Link>
              <Link className={styles.primary} to="/add/v2/ETH">
                <Trans>Add V2 Liquidity</Trans>
              </Link>
            </div>
          </div>
          <Card className={styles.list} data-testid="v2-positions">
            {account === undefined ? (
              <div className={styles.empty}>
                <p>
                  <Trans>Connect to a wallet to view your liquidity.</Trans>
                </p>
                <ConnectWalletButton />
              </div>
            ) : positions.state === 'loading' ? (
              <p className={styles.empty} aria-busy="true">
                <Trans>Loading…</Trans>
              </p>
            ) : cards.length === 0 ? (
              <p className={styles.empty}>
                <Trans>No liquidity found.</Trans>
              </p>
            ) : (
              <ul className={styles.positions}>
                {cards.map((view) => (
                  <V2PositionCard key={view.liquidityToken} view={view} />
                ))}
              </ul>
            )}
          </Card>
          <Link className={styles.migrate} to="/migrate/v2">
            <Trans>Migrate Liquidity to V3</Trans>
          </Link>
        </>
      )}
    </div>
  )
}
