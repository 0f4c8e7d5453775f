import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { shortenSymbol } from '../../../lib/format.ts'
import type { ApprovalState, ApprovalTarget } from '../model/approval.ts'
import { approvalStepStates } from '../model/approvalSteps.ts'
import styles from './ApprovalFlow.module.css'
import { ApprovalSteps } from './ApprovalSteps.tsx'
import { ApproveButton } from './ApproveButton.tsx'

/** One token a write needs approved (or permitted) first. */
export type FlowApproval = {
  target: Exclude<ApprovalTarget, 'native'>
  /** 'approved' also while a signed permit stands in for the allowance. */
  state: ApprovalState
  signing: boolean
  onApprove: () => void
  /** The step's name; 'Approve {symbol}' unless the screen has its own ('Allow LP token migration'). */
  label?: string
}

export type ApprovalFlowProps = {
  chainId: number
  /** The tokens still to approve, in the page's order; none shows the write alone. */
  approvals: readonly FlowApproval[]
  /** The write's step name ('Supply', 'Remove', 'Migrate', …). */
  writeLabel: string
  /** The write's button, which the screen enables once every approval is done. */
  children: ReactNode
}

/**
 * Approve, then write (every write screen that spends tokens): the steps, an Approve button (or permit signature)
 * for each token not approved yet, and the write's own button under them.
 */
export function ApprovalFlow({ chainId, approvals, writeLabel, children }: ApprovalFlowProps) {
  const { t } = useLingui()
  if (approvals.length === 0) return children
  const steps = approvalStepStates(approvals.map((approval) => approval.state))
  return (
    <div className={styles.flow}>
      <ApprovalSteps
        steps={[
          ...approvals.map((approval, i) => ({
            label: approval.label ?? t`Approve ${shortenSymbol(approval.target.symbol) ?? ''}`,
            state: steps.approvals[i] ?? 'current',
          })),
          { label: writeLabel, state: steps.write },
        ]}
      />
      {approvals.map((approval) =>
        approval.state === 'not-approved' || approval.state === 'pending' ? (
          <ApproveButton
            key={approval.target.token}
            chainId={chainId}
            state={approval.state}
            signing={approval.signing}
            target={approval.target}
            onApprove={approval.onApprove}
          />
        ) : null,
      )}
      {children}
    </div>
  )
}
