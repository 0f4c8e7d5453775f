import type { FlowStep, ReceiptOutcome } from '../model/flow.ts'
import type { TransactionFlow } from './useTransactionFlow.ts'

/** What a write screen's review dialog takes from its transaction flow (the liquidity screens share it). */
export type FlowDialog<R> = {
  chainId: number
  review: R
  step: FlowStep
  receipt: ReceiptOutcome | null
  onConfirm: () => void
  onDismiss: () => void
  errorText: (error: unknown) => string
}

/**
 * The dialog of a write's open flow, or null: its review, step and receipt; closing it after the
 * write was submitted tells `onSent` which snapshot went out.
 */
export function flowDialog<S extends { review: R }, R>(
  chainId: number,
  flow: TransactionFlow<S>,
  errorText: (error: unknown) => string,
  onSent: (snapshot: S) => void,
): FlowDialog<R> | null {
  const open = flow.flow
  if (!open) return null
  return {
    chainId,
    review: open.snapshot.review,
    step: open.step,
    receipt: flow.receipt,
    onConfirm: flow.confirm,
    onDismiss: () => {
      if (open.step.kind === 'submitted') onSent(open.snapshot)
      flow.dismiss()
    },
    errorText,
  }
}
