import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import { VOTE_AGAINST, VOTE_FOR, type VoteOption } from '../model/buildGovernanceCalls.ts'
import styles from './Governance.module.css'

export type VoteReview = { support: VoteOption; votes: string; label: string }

/** The vote dialog (spec 2 §4): the choice and the account's votes → 'Submitting Vote' → 'Transaction Submitted'. */
export function VoteDialog({
  chainId,
  review,
  step,
  receipt,
  onConfirm,
  onDismiss,
  errorText,
}: FlowDialog<VoteReview>) {
  const { t } = useLingui()
  const choice =
    review.support === VOTE_FOR
      ? t`Vote for proposal ${review.label}`
      : review.support === VOTE_AGAINST
        ? t`Vote against proposal ${review.label}`
        : t`Vote to abstain on proposal ${review.label}`
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: choice,
        review: (
          <div className={styles.centered} data-testid="vote-review">
            <p>
              <Trans>{review.votes} Votes</Trans>
            </p>
            <Button fullWidth onClick={onConfirm} data-testid="vote-confirm">
              {choice}
            </Button>
          </div>
        ),
        pendingText: <Trans>Submitting Vote</Trans>,
        errorText,
      }}
    />
  )
}
