import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { ApprovalFlow, type ApprovalState, type ApprovalTarget } from '../../approvals/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import type { BurnV2Blocker } from '../model/deriveBurnV2Form.ts'

export type RemoveV2Approval = {
  /** The LP tokens the router must be allowed (or permitted) to take; null until an amount is chosen. */
  target: Exclude<ApprovalTarget, 'native'> | null
  /** 'approved' also while a signed permit stands in for the allowance. */
  state: ApprovalState
  signing: boolean
  onApprove: () => void
}

export type RemoveV2ActionsProps = {
  chainId: number
  blocker: BurnV2Blocker | null
  approval: RemoveV2Approval
  /** Opens the review; null until the LP is approved or permitted and the review's numbers are there. */
  onRemove: (() => void) | null
}

/**
 * The remove form's actions (spec 2 §5 "Remove v2"): 'Connect Wallet', 'Enter an amount', or Approve (a
 * permit signature where the wallet gives one) and Remove, which is enabled only once the router may take
 * the LP tokens.
 */
export function RemoveV2Actions({ chainId, blocker, approval, onRemove }: RemoveV2ActionsProps) {
  const { t } = useLingui()
  if (blocker === 'connect-wallet') return <ConnectWalletButton />
  if (blocker === 'enter-amount')
    return (
      <Button fullWidth disabled data-testid="remove-v2-action">
        <Trans>Enter an amount</Trans>
      </Button>
    )
  const approved = approval.state === 'approved'
  const remove = (
    <Button
      fullWidth
      disabled={!approved || onRemove === null}
      onClick={onRemove ?? undefined}
      data-testid="remove-v2-action"
    >
      <Trans>Remove</Trans>
    </Button>
  )
  const { target } = approval
  // While the allowance is still read there is no step to show yet; Remove waits for it.
  const approvals = target === null || approval.state === 'unknown' ? [] : [{ ...approval, target }]
  return (
    <ApprovalFlow chainId={chainId} approvals={approvals} writeLabel={t`Remove`}>
      {remove}
    </ApprovalFlow>
  )
}
