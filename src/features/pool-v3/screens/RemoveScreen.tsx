import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate, useParams } from 'react-router'
import { Card } from '../../../ui/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import { PercentPicker } from '../components/PercentPicker.tsx'
import { RemoveAmounts } from '../components/RemoveAmounts.tsx'
import { RemoveButton } from '../components/RemoveButton.tsx'
import { RemoveDialog } from '../components/RemoveDialog.tsx'
import { RemoveOptions } from '../components/RemoveOptions.tsx'
import { useRemoveLiquidity } from '../hooks/useRemoveLiquidity.ts'
import { formatFeeTier } from '../model/positionDisplay.ts'
import { parsePositionId } from '../model/positionId.ts'
import styles from './RemoveScreen.module.css'

/** /remove/{tokenId} (spec 2 §2): an invalid or zero id goes to /pool. */
export function RemoveScreen() {
  const tokenId = parsePositionId(useParams().tokenId)
  if (tokenId === null) return <Navigate to="/pool" replace />
  return <RemoveLiquidity tokenId={tokenId} />
}

function RemoveLiquidity({ tokenId }: { tokenId: bigint }) {
  const { t } = useLingui()
  const { chainId, position, notManager, form, button, dialog } = useRemoveLiquidity(tokenId)
  const id = tokenId.toString()
  return (
    <Card className={styles.card} data-testid="remove-liquidity">
      <div className={styles.header}>
        <Link className={styles.back} to={`/pool/${id}`} aria-label={t`Back to the position`}>
          ←
        </Link>
        <h1 className={styles.title}>
          <Trans>Remove Liquidity</Trans>
        </h1>
        <SettingsPopover chainId={chainId} form="remove" />
      </div>
      {position.state === 'loading' ? (
        <p className={styles.muted}>
          <Trans>Loading…</Trans>
        </p>
      ) : position.state === 'missing' ? (
        <p className={styles.muted} role="alert" data-testid="remove-missing">
          <Trans>Position {id} does not exist on this network.</Trans>
        </p>
      ) : (
        <>
          <PositionHeading
            symbol0={position.position.token0.symbol}
            symbol1={position.position.token1.symbol}
            fee={position.position.fee}
          />
          <PercentPicker {...form.picker} />
          {form.amounts ? <RemoveAmounts {...form.amounts} /> : null}
          <RemoveOptions {...form.options} />
          {notManager && button.blocker !== 'closed' ? (
            <p className={styles.muted} role="alert" data-testid="remove-not-owner">
              <Trans>
                Only the owner of this position or an address it approved can remove its liquidity.
              </Trans>
            </p>
          ) : (
            <RemoveButton {...button} />
          )}
        </>
      )}
      {dialog ? <RemoveDialog {...dialog} /> : null}
    </Card>
  )
}

function PositionHeading({ symbol0, symbol1, fee }: { symbol0: string; symbol1: string; fee: number }) {
  return (
    <div className={styles.position} data-testid="remove-position">
      <span className={styles.pair}>
        {symbol0}/{symbol1}
      </span>
      <span className={styles.fee}>{formatFeeTier(fee)}</span>
    </div>
  )
}
