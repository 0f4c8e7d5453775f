import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate, useParams } from 'react-router'
import { localizeNumber } from '../../../lib/format.ts'
import frame from '../../../ui/formScreen.module.css'
import { Card, PercentPicker } from '../../../ui/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import { RangeBadge } from '../components/RangeBadge.tsx'
import { RemoveAmounts } from '../components/RemoveAmounts.tsx'
import { RemoveButton } from '../components/RemoveButton.tsx'
import { RemoveDialog } from '../components/RemoveDialog.tsx'
import { RemoveOptions } from '../components/RemoveOptions.tsx'
import { useLabelChain } from '../hooks/useLabelChain.ts'
import { useRemoveLiquidity } from '../hooks/useRemoveLiquidity.ts'
import { formatFeeTier } from '../model/positionDisplay.ts'
import { parsePositionId } from '../model/positionId.ts'
import { displaySymbol } from '../model/positionLabels.ts'
import styles from './RemoveScreen.module.css'

type Named = { address: string; symbol: string }

/** /remove/{tokenId} (spec 2 §2): an invalid or zero id goes to /pool. */
export function RemoveScreen() {
  const tokenId = parsePositionId(useParams().tokenId)
  if (tokenId === null) return <Navigate to="/pool" replace />
  return <RemoveLiquidity key={tokenId.toString()} tokenId={tokenId} />
}

function RemoveLiquidity({ tokenId }: { tokenId: bigint }) {
  const { t, i18n } = useLingui()
  const { chainId, position, notManager, form, button, dialog } = useRemoveLiquidity(tokenId)
  const id = tokenId.toString()
  const chain = useLabelChain(chainId)
  // The wrapped native side named as the native coin, as on the position page.
  const pairOf = (token0: Named, token1: Named) =>
    chain
      ? `${displaySymbol(token0, chain)}/${displaySymbol(token1, chain)}`
      : `${token0.symbol}/${token1.symbol}`
  return (
    <Card className={frame.card} data-testid="remove-liquidity">
      <div className={frame.header}>
        <Link className={frame.back} to={`/pool/${id}`} aria-label={t`Back to the position`}>
          <span data-mirror aria-hidden="true">
            ←
          </span>
        </Link>
        <h1 className={frame.title}>
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
          <Trans>Position not found</Trans>
        </p>
      ) : (
        <>
          <div className={styles.position} data-testid="remove-position">
            <span className={styles.pair}>{pairOf(position.position.token0, position.position.token1)}</span>
            <span className={styles.fee}>
              {localizeNumber(formatFeeTier(position.position.fee), i18n.locale)}
            </span>
            <RangeBadge status={position.position.status} />
          </div>
          <PercentPicker
            {...form.picker}
            labels={{ group: t`Amount`, slider: t`Percent to remove`, max: t`Max` }}
            locale={i18n.locale}
          />
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
