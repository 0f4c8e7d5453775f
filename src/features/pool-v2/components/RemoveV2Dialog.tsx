import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import type { RemoveV2Review } from '../model/removeV2Review.ts'
import { RemoveV2Amounts } from './RemoveV2Amounts.tsx'
import styles from './RemoveV2Dialog.module.css'

export type RemoveV2DialogProps = FlowDialog<RemoveV2Review>

/**
 * The remove's confirmation inside the transaction flow of every write (spec 2 §2): 'You will receive' with
 * both amounts, the slippage it may move by, the LP tokens burned and the price, then Confirm.
 */
export function RemoveV2Dialog(props: RemoveV2DialogProps) {
  const { chainId, review, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { A, B } = review.amounts
  const slippage = shown(review.slippage)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`You will receive`,
        review: (
          <div className={styles.review} data-testid="remove-v2-review">
            <RemoveV2Amounts amounts={review.amounts} testId="remove-v2-review-amount" />
            <p className={styles.note}>
              <Trans>
                Output is estimated. If the price changes by more than {slippage} your transaction will
                revert.
              </Trans>
            </p>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>
                  <Trans>
                    UNI-V2 {A.symbol}/{B.symbol} Burned
                  </Trans>
                </dt>
                <dd data-testid="remove-v2-review-burned">{shown(review.liquidity)}</dd>
              </div>
              <div className={styles.detail}>
                <dt>
                  <Trans>Price</Trans>
                </dt>
                <dd data-testid="remove-v2-review-price">
                  <span>
                    1 {A.symbol} = {shown(review.prices.A)} {B.symbol}
                  </span>
                  <span>
                    1 {B.symbol} = {shown(review.prices.B)} {A.symbol}
                  </span>
                </dd>
              </div>
            </dl>
            <Button fullWidth onClick={onConfirm} data-testid="remove-v2-confirm">
              <Trans>Confirm</Trans>
            </Button>
          </div>
        ),
        pendingText: (
          <Trans>
            Removing {shown(A.value)} {A.symbol} and {shown(B.value)} {B.symbol}
          </Trans>
        ),
        errorText,
      }}
    />
  )
}
