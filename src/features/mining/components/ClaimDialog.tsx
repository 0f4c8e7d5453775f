import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import styles from './StakingDialog.module.css'

export type ClaimReview = { earned: string }

/** Claim (spec 2 §2, §7): getReward() pays the unclaimed UNI; the deposit stays in the pool. */
export function ClaimDialog({
  chainId,
  review,
  step,
  receipt,
  onConfirm,
  onDismiss,
  errorText,
}: FlowDialog<ClaimReview>) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Claim`,
        review: (
          <div className={styles.body} data-testid="mining-claim-review">
            <dl className={styles.amounts}>
              <div>
                <dt>
                  <Trans>Unclaimed UNI</Trans>
                </dt>
                <dd data-testid="mining-claim-uni">{shown(review.earned)}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              <Trans>When you claim without withdrawing your liquidity remains in the mining pool.</Trans>
            </p>
            <Button fullWidth onClick={onConfirm} data-testid="mining-claim-confirm">
              <Trans>Claim UNI</Trans>
            </Button>
          </div>
        ),
        pendingText: <Trans>Claiming {shown(review.earned)} UNI</Trans>,
        errorText,
      }}
    />
  )
}
