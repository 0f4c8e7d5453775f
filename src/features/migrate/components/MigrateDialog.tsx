import { Trans, useLingui } from '@lingui/react/macro'
import { formatFeePips, localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import type { MigrateReview } from '../hooks/useMigrateAction.ts'
import styles from './MigrateDialog.module.css'

export type MigrateDialogProps = FlowDialog<MigrateReview>

/**
 * The migration's confirmation inside the transaction flow of every write: the pair and where it comes from,
 * the fee tier, the range in the page's units, what goes into the position and what comes back, and whether
 * the pool is created — exactly the terms the call carries.
 */
export function MigrateDialog(props: MigrateDialogProps) {
  const { chainId, review, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { symbols, refundSymbols, deposits, refunds, range } = review
  const pair = `${symbols.token0}/${symbols.token1}`
  const fee = shown(formatFeePips(review.fee))
  const source = review.source ?? 'V2'
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Migrate Liquidity`,
        review: (
          <div className={styles.review} data-testid="migrate-review">
            <dl className={styles.details}>
              <div className={styles.row}>
                <dt>
                  <Trans>Pair</Trans>
                </dt>
                <dd data-testid="migrate-review-pair">
                  {pair} ({source})
                </dd>
              </div>
              <div className={styles.row}>
                <dt>
                  <Trans>Fee tier</Trans>
                </dt>
                <dd data-testid="migrate-review-fee">{fee}</dd>
              </div>
              <div className={styles.row}>
                <dt>
                  <Trans>Min price</Trans>
                </dt>
                <dd data-testid="migrate-review-min">
                  <Trans>
                    {shown(range.min)} {range.quote} per {range.base}
                  </Trans>
                </dd>
              </div>
              <div className={styles.row}>
                <dt>
                  <Trans>Max price</Trans>
                </dt>
                <dd data-testid="migrate-review-max">
                  <Trans>
                    {shown(range.max)} {range.quote} per {range.base}
                  </Trans>
                </dd>
              </div>
              <div className={styles.row}>
                <dt>
                  <Trans>Into the position</Trans>
                </dt>
                <dd data-testid="migrate-review-deposits">
                  {shown(deposits.token0)} {symbols.token0} + {shown(deposits.token1)} {symbols.token1}
                </dd>
              </div>
              <div className={styles.row}>
                <dt>
                  <Trans>Refunded</Trans>
                </dt>
                <dd data-testid="migrate-review-refunds">
                  {shown(refunds.token0)} {refundSymbols.token0} + {shown(refunds.token1)}{' '}
                  {refundSymbols.token1}
                </dd>
              </div>
            </dl>
            {review.createsPool ? (
              <p className={styles.note}>
                <Trans>The pool is created at the {source} price in the same transaction.</Trans>
              </p>
            ) : null}
            <Button fullWidth onClick={onConfirm} data-testid="migrate-confirm">
              <Trans>Migrate</Trans>
            </Button>
          </div>
        ),
        pendingText: <Trans>Migrating {pair} liquidity to V3</Trans>,
        errorText,
      }}
    />
  )
}
