// The steps of every write's confirmation (spec 1 §2 "Transaction confirmation modal"): the user reviews what
// will be sent, the wallet is asked, the hash comes back, then the receipt says whether it worked. Pure: the
// hook holds the state and the chain's answers move it on.

/** Where a write stands before its receipt. */
export type FlowStep =
  | { kind: 'review' }
  /** Sent to the wallet, waiting for the user to sign. */
  | { kind: 'waiting' }
  | { kind: 'submitted'; hash: string }
  /** The wallet or the node refused it; nothing was sent. */
  | { kind: 'failed'; error: unknown }

/** A flow: what the user confirms (the snapshot the call is built from) and its step. */
export type Flow<S> = { snapshot: S; step: FlowStep }

/** The receipt of a submitted transaction as the tracker last saw it. */
export type ReceiptOutcome = 'pending' | 'success' | 'failed' | 'replaced'

export function openFlow<S>(snapshot: S): Flow<S> {
  return { snapshot, step: { kind: 'review' } }
}

/** Accepting a changed trade replaces what is reviewed; once confirmed, the snapshot no longer moves. */
export function replaceSnapshot<S>(flow: Flow<S>, snapshot: S): Flow<S> {
  return flow.step.kind === 'review' ? { ...flow, snapshot } : flow
}

/** Only a reviewed flow can be confirmed: a second click while waiting sends nothing twice. */
export function canConfirm<S>(flow: Flow<S> | null): flow is Flow<S> {
  return flow !== null && flow.step.kind === 'review'
}

export function waiting<S>(flow: Flow<S>): Flow<S> {
  return { ...flow, step: { kind: 'waiting' } }
}

export function submitted<S>(flow: Flow<S>, hash: string): Flow<S> {
  return { ...flow, step: { kind: 'submitted', hash } }
}

export function failed<S>(flow: Flow<S>, error: unknown): Flow<S> {
  return { ...flow, step: { kind: 'failed', error } }
}
