// The Collect fees button's states (spec 2 §4 "V3 collect": idle, Collecting, Collected). It follows the
// collect the page sent last: Collecting from Confirm until its receipt, Collected once it succeeded, idle
// again when the wallet refused it or it failed on chain (spec 2 §8: a failure resets the busy state).
export type CollectState = 'idle' | 'collecting' | 'collected'

/** Where the confirmation stands (the transaction flow's step), null when its dialog is closed. */
export type CollectStep = 'review' | 'waiting' | 'submitted' | 'failed' | null

/** The sent collect's receipt as the transaction history knows it; null when none was sent. */
export type CollectReceipt = 'pending' | 'success' | 'failed' | 'replaced' | null

export function collectState(step: CollectStep, receipt: CollectReceipt): CollectState {
  if (receipt === 'success') return 'collected'
  if (receipt === 'pending' || step === 'waiting') return 'collecting'
  return 'idle'
}
