import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import styles from './StakingDialog.module.css'

/** What comes back: the whole deposit and the unclaimed UNI. */
export type WithdrawReview = { pair: string; staked: string; earned: string }

/** Withdraw (spec 2 §2, §7): exit() returns the deposited LP and claims the UNI in one transaction. */
export function WithdrawDialog({
  chainId,
  review,
  step,
  receipt,
  onConfirm,
  onDismiss,
  errorText,
}: FlowDialog<WithdrawReview>) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Withdraw`,
        review: (
          <div className={styles.body} data-testid="mining-withdraw-review">
            <dl className={styles.amounts}>
              <div>
                <dt>
                  <Trans>Deposited liquidity:</Trans>
                </dt>
                <dd data-testid="mining-withdraw-lp">
                  <Trans>
                    {shown(review.staked)} UNI-V2 {review.pair}
                  </Trans>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Unclaimed UNI</Trans>
                </dt>
                <dd data-testid="mining-withdraw-uni">{shown(review.earned)}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              <Trans>
                When you withdraw, your UNI is claimed and your liquidity is removed from the mining pool.
              </Trans>
            </p>
            <Button fullWidth onClick={onConfirm} data-testid="mining-withdraw-confirm">
              <Trans>Withdraw & Claim</Trans>
            </Button>
          </div>
        ),
        pendingText: (
          <Trans>
            Withdrawing {shown(review.staked)} UNI-V2 and claiming {shown(review.earned)} UNI
          </Trans>
        ),
        errorText,
      }}
    />
  )
}
