// The claim dialogs' states (spec 2 §4 "Airdrop claim"): idle, submitting while the wallet asks, the hash
// received (link shown), and claimed once the receipt says so. A failure goes back to idle.

export type ClaimStep =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'submitted'; hash: string }
  | { kind: 'claimed'; hash: string }

/** The step of a write's flow, as the transactions feature tracks it. */
export type ClaimFlowState = {
  step: { kind: 'review' | 'waiting' | 'failed' } | { kind: 'submitted'; hash: string }
  receipt: 'pending' | 'success' | 'failed' | 'replaced' | null
} | null

export function claimStepOf(flow: ClaimFlowState): ClaimStep {
  if (flow === null) return { kind: 'idle' }
  const { step, receipt } = flow
  switch (step.kind) {
    case 'waiting':
      return { kind: 'submitting' }
    case 'submitted':
      return receipt === 'success'
        ? { kind: 'claimed', hash: step.hash }
        : { kind: 'submitted', hash: step.hash }
    default:
      return { kind: 'idle' }
  }
}
