// The steps of a write that needs approvals first (approve → swap; approve A → approve B → add): which is done,
// which is the one to take now, which come later.
import type { ApprovalState } from './approval.ts'

export type StepState = 'done' | 'current' | 'upcoming'

/**
 * The state of each approval step and of the write after them: an approved token's step is done; the first
 * step not done is current (also while its approval is being mined); the write is current once all are done.
 */
export function approvalStepStates(approvals: readonly ApprovalState[]): {
  approvals: StepState[]
  write: StepState
} {
  let currentTaken = false
  const states = approvals.map((approval): StepState => {
    if (approval === 'approved') return 'done'
    if (currentTaken) return 'upcoming'
    currentTaken = true
    return 'current'
  })
  return { approvals: states, write: currentTaken ? 'upcoming' : 'current' }
}
