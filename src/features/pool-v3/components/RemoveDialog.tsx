import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowStep, type ReceiptOutcome, TransactionFlowDialog } from '../../transactions/index.ts'
import type { AmountLine } from '../model/positionPayout.ts'
import { RemoveAmounts } from './RemoveAmounts.tsx'
import styles from './RemoveDialog.module.css'

/** What the review shows: exactly what the confirmed remove pays out. */
export type RemoveReview = {
  pooled: readonly [AmountLine, AmountLine]
  fees: readonly [AmountLine, AmountLine]
  /** Pooled share plus fees, per side. */
  total: readonly [AmountLine, AmountLine]
  burn: boolean
}

export type RemoveDialogProps = {
  chainId: number
  review: RemoveReview
  step: FlowStep
  receipt: ReceiptOutcome | null
  onConfirm: () => void
  onDismiss: () => void
  errorText: (error: unknown) => string
}

/** The remove's confirmation inside the transaction flow of every write. */
export function RemoveDialog(props: RemoveDialogProps) {
  const { chainId, review, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const [first, second] = review.total
  const amount0 = localizeNumber(first.value, i18n.locale)
  const symbol0 = first.symbol
  const amount1 = localizeNumber(second.value, i18n.locale)
  const symbol1 = second.symbol
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Remove Liquidity`,
        review: (
          <div className={styles.review} data-testid="remove-review">
            <RemoveAmounts pooled={review.pooled} fees={review.fees} />
            <p className={styles.note}>
              <Trans>You will also collect fees earned from this position.</Trans>
            </p>
            {review.burn ? (
              <p className={styles.note} data-testid="remove-review-burn">
                <Trans>The position NFT will be burned.</Trans>
              </p>
            ) : null}
            <Button fullWidth onClick={onConfirm} data-testid="remove-confirm">
              <Trans>Remove</Trans>
            </Button>
          </div>
        ),
        pendingText: (
          <Trans>
            Removing {amount0} {symbol0} and {amount1} {symbol1}
          </Trans>
        ),
        errorText,
      }}
    />
  )
}
