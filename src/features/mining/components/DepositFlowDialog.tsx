import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import type { DepositReview } from '../hooks/useDeposit.ts'

/** The deposit once Deposit is pressed: the wallet's step, then submitted with the explorer link. */
export function DepositFlowDialog({
  chainId,
  review,
  step,
  receipt,
  onDismiss,
  errorText,
}: FlowDialog<DepositReview>) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Deposit`,
        // Deposit sends at once: its form was the review.
        review: null,
        pendingText: <Trans>Depositing Liquidity {shown(review.amount)} UNI-V2</Trans>,
        errorText,
      }}
    />
  )
}
