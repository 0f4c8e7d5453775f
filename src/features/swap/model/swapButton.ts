// What the swap form's action shows (spec 1 §5, §4 "Token approval", facts §8.1), decided in the spec's order:
// connect first, then no liquidity, the input errors, waiting for a route, then the approval step and the swap
// press with its price-impact text. A quote the network cannot vouch for comes after the spec's messages and
// before any routing outcome. Pure: the hook adds the handlers.
import type { QuoteStaleness } from './quoteStaleness.ts'
import type { SwapInputError } from './swapInputError.ts'

/** The approval states of the approvals feature (unknown, not approved, pending, approved). */
export type ApprovalStep = 'unknown' | 'not-approved' | 'pending' | 'approved'

export type SwapPressLabel = 'swap' | 'swap-anyway' | 'high-impact' | 'impact-too-high'

/** The Swap button of a routed trade: its text by price impact, and whether it can be pressed. */
export type SwapPressModel = { label: SwapPressLabel; disabled: boolean }

export type SwapButtonModel<Target> =
  | { kind: 'error'; error: SwapInputError }
  /** An amount and both currencies, but no route. */
  | { kind: 'no-liquidity'; singleHop: boolean }
  | { kind: 'loading' }
  /** The node does not answer or its block is stale: no swap until it is live again. */
  | { kind: 'network'; unreachable: boolean }
  /** A valid form waiting for routing: 'Swap', disabled. */
  | { kind: 'swap' }
  | { kind: 'ready'; press: SwapPressModel }
  /** Approve (or sign a permit) first: Approve and Swap side by side. */
  | { kind: 'approve-flow'; approval: ApprovalStep; signing: boolean; target: Target; press: SwapPressModel }

export type SwapButtonInputs<Target> = {
  /** The first input error in the spec's order, if any. */
  error: SwapInputError | null
  /** An amount and both currencies are given. */
  specified: boolean
  routing: 'loading' | 'no-route' | 'found' | 'idle'
  /** Why the quote may be out of date (quoteStaleness.ts), null when it is fresh. */
  staleness: QuoteStaleness | null
  singleHop: boolean
  /** The price impact severity of the trade, 0–4. */
  severity: number
  expertMode: boolean
  approval: { state: ApprovalStep; submitted: boolean; signing: boolean; target: Target | 'native' | null }
  /** The swap can be sent (a valid callback). */
  sendable: boolean
}

export function swapButtonModel<Target>(inputs: SwapButtonInputs<Target>): SwapButtonModel<Target> {
  const { error, specified, routing, severity, expertMode, approval } = inputs
  if (error?.kind === 'connect-wallet') return { kind: 'error', error }
  if (inputs.staleness !== null) {
    // 'No route' may only be pools the node did not answer for: the spec's messages, then the network.
    if (error) return { kind: 'error', error }
    return { kind: 'network', unreachable: inputs.staleness === 'unreachable' }
  }
  if (specified && routing === 'no-route') return { kind: 'no-liquidity', singleHop: inputs.singleHop }
  if (error) return { kind: 'error', error }
  if (routing !== 'found') return routing === 'loading' ? { kind: 'loading' } : { kind: 'swap' }
  // Above 15 % only expert mode may swap; the approval step is still offered (with 'High Price Impact').
  const tooHigh = severity > 3 && !expertMode
  const approveFlow =
    !tooHigh &&
    (approval.state === 'not-approved' ||
      approval.state === 'pending' ||
      (approval.submitted && approval.state === 'approved'))
  const label: SwapPressLabel = tooHigh
    ? approveFlow
      ? 'high-impact'
      : 'impact-too-high'
    : severity > 2
      ? 'swap-anyway'
      : 'swap'
  const press = {
    label,
    disabled: tooHigh || !inputs.sendable || (approveFlow && approval.state !== 'approved'),
  }
  const { target } = approval
  if (!approveFlow || target === null || target === 'native') return { kind: 'ready', press }
  return { kind: 'approve-flow', approval: approval.state, signing: approval.signing, target, press }
}
