// Why a swap could not be sent (spec 1 §8, facts §14), as kinds the view turns into the spec's texts. The api
// layer reports what the chain layer said as a SwapFailure; this stays pure.
import { classifySwapRevert, type SwapRevertKind } from './revertReason.ts'

/** What went wrong sending a swap, as the send path saw it. */
export type SwapFailure =
  /** The wallet declined (code 4001). */
  | { type: 'rejected' }
  /** The wallet is on another chain than the one the confirmed trade was quoted on. */
  | { type: 'wrong-chain' }
  /** No candidate estimated and replaying the call gave the contract's reason. */
  | { type: 'reverted'; reason: string }
  /** No candidate estimated, yet the replayed call succeeded. */
  | { type: 'estimate-failed' }
  /** There was no call to try. */
  | { type: 'no-call' }
  /** Sending failed for another reason (a wallet or node error), with the reason or message found in it. */
  | { type: 'other'; reason: string | null }

export type SwapErrorKind =
  | { kind: 'rejected' }
  | { kind: 'wrong-chain' }
  | { kind: 'gas-estimate-unexpected' }
  | { kind: 'gas-estimate-impossible' }
  /** The call would revert: the revert mapping's text alone. */
  | { kind: 'revert'; revert: SwapRevertKind }
  /** 'Swap failed: ' and the revert mapping's text. */
  | { kind: 'swap-failed'; revert: SwapRevertKind }

export function swapErrorKind(failure: SwapFailure): SwapErrorKind {
  switch (failure.type) {
    case 'rejected':
      return { kind: 'rejected' }
    case 'wrong-chain':
      return { kind: 'wrong-chain' }
    case 'estimate-failed':
      return { kind: 'gas-estimate-unexpected' }
    case 'no-call':
      return { kind: 'gas-estimate-impossible' }
    case 'reverted':
      return { kind: 'revert', revert: classifySwapRevert(failure.reason) }
    case 'other':
      return { kind: 'swap-failed', revert: classifySwapRevert(failure.reason) }
  }
}
