import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { explorerLink } from '../../../chain/chains.ts'
import { localizeNumber } from '../../../lib/format.ts'
import { Card } from '../../../ui/index.ts'
import { useChainId, useConnection, useEnsName } from '../../wallet/index.ts'
import { AmountRows } from '../components/AmountRows.tsx'
import { CollectFees } from '../components/CollectFees.tsx'
import { OwnerLink } from '../components/OwnerLink.tsx'
import { PositionControls } from '../components/PositionControls.tsx'
import { PositionImage } from '../components/PositionImage.tsx'
import { PositionNotFound } from '../components/PositionNotFound.tsx'
import { PriceRangeBox } from '../components/PriceRangeBox.tsx'
import { RangeBadge } from '../components/RangeBadge.tsx'
import { useLabelChain } from '../hooks/useLabelChain.ts'
import { usePositionAccess } from '../hooks/usePositionAccess.ts'
import { usePositionMetadata } from '../hooks/usePositionMetadata.ts'
import { usePosition } from '../hooks/usePositions.ts'
import { usePositionValues } from '../hooks/usePositionValues.ts'
import { useUnclaimedFees } from '../hooks/useUnclaimedFees.ts'
import { formatFeeTier } from '../model/positionDisplay.ts'
import { parsePositionId } from '../model/positionId.ts'
import { displaySymbol } from '../model/positionLabels.ts'
import { increasePath, removePath } from '../model/positionLinks.ts'
import styles from './PositionScreen.module.css'

/** /pool/{tokenId}: anything that is not a position id goes back to /pool (spec 2 §2). */
export function PositionScreen() {
  const tokenId = parsePositionId(useParams().tokenId)
  if (tokenId === null) return <Navigate to="/pool" replace />
  return <PositionPage key={tokenId.toString()} tokenId={tokenId} />
}

function PositionPage({ tokenId }: { tokenId: bigint }) {
  const { t, i18n } = useLingui()
  // The wallet's chain and account: switching either, the page reads again and its controls follow.
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { state, position } = usePosition(chainId, tokenId)
  const { canManage } = usePositionAccess(chainId, tokenId, account)
  const fees = useUnclaimedFees(chainId, tokenId, position?.owner)
  const { metadata } = usePositionMetadata(chainId, tokenId)
  const [flipped, setFlipped] = useState(false)
  const values = usePositionValues(chainId, position, fees, flipped)
  const ownerName = useEnsName(position?.owner, chainId)
  const chain = useLabelChain(chainId)

  const back = (
    <Link className={styles.back} to="/pool">
      <span data-mirror aria-hidden="true">
        ←
      </span>{' '}
      <Trans>Back to Pools Overview</Trans>
    </Link>
  )
  if (state === 'missing')
    return (
      <div className={styles.page}>
        {back}
        <PositionNotFound tokenId={tokenId} />
      </div>
    )
  if (!position || !chain)
    return (
      <div className={styles.page} aria-busy="true">
        {back}
        <Card className={styles.card}>
          <Trans>Loading…</Trans>
        </Card>
      </div>
    )

  const symbol0 = displaySymbol(position.token0, chain)
  const symbol1 = displaySymbol(position.token1, chain)
  const { range, pooled } = values
  const pair = range ? `${range.base}/${range.quote}` : `${symbol0}/${symbol1}`
  return (
    <div className={styles.page}>
      {back}
      <div className={styles.header}>
        <h1 className={styles.title} data-testid="position-pair">
          {pair}
        </h1>
        <span className={styles.fee} data-testid="position-fee">
          {localizeNumber(formatFeeTier(position.fee), i18n.locale)}
        </span>
        <RangeBadge status={position.status} />
      </div>
      <div className={styles.grid}>
        <Card className={styles.card}>
          <PositionImage metadata={metadata} />
        </Card>
        <Card className={styles.card}>
          <AmountRows
            title={t`Liquidity`}
            value={values.usdValue}
            testId="position-liquidity"
            rows={[
              { symbol: symbol0, amount: pooled?.amount0 ?? '-', percent: pooled?.percent0 },
              { symbol: symbol1, amount: pooled?.amount1 ?? '-', percent: pooled?.percent1 },
            ]}
          />
          <AmountRows
            title={t`Unclaimed fees`}
            testId="position-fees"
            rows={[
              { symbol: symbol0, amount: values.fees?.amount0 ?? '-' },
              { symbol: symbol1, amount: values.fees?.amount1 ?? '-' },
            ]}
          />
          {canManage && account ? (
            <PositionControls
              increasePath={increasePath(position, chain.wrappedNative.address)}
              removePath={position.status === 'closed' ? null : removePath(tokenId)}
              collect={
                <CollectFees
                  chainId={chainId}
                  tokenId={tokenId}
                  position={position}
                  fees={fees}
                  account={account}
                />
              }
            />
          ) : (
            <OwnerLink
              owner={position.owner}
              ensName={ownerName}
              href={explorerLink(chainId, position.owner, 'address')}
            />
          )}
        </Card>
      </div>
      {range ? (
        <Card className={styles.card}>
          <PriceRangeBox range={range} flipped={flipped} onFlip={() => setFlipped(!flipped)} />
        </Card>
      ) : null}
    </div>
  )
}
