// The errors a swap's sending throws, which travel to the view as they are (a small module: the form holds it,
// while the classification of failures loads with the send path).
import type { SwapErrorKind } from './swapErrors.ts'

/**
 * A swap the send path could not send, with why as a kind: it travels to the view as it is, which names it in the
 * active locale (its message is the kind, for logs only).
 */
export class SwapSendError extends Error {
  readonly swapError: SwapErrorKind
  constructor(swapError: SwapErrorKind, options?: { cause?: unknown }) {
    super(`swap not sent: ${swapError.kind}`, options)
    this.name = 'SwapSendError'
    this.swapError = swapError
  }
}

/** The swap could not be built at all (another chain, a missing router, an unresolved recipient): `reason` is the
 * text the form already shows for it. */
export class SwapNotReadyError extends Error {
  readonly reason: string
  constructor(reason: string) {
    super('swap not ready')
    this.name = 'SwapNotReadyError'
    this.reason = reason
  }
}

/** A failure under the form's button (a swap, a wrap, an approval), as it was thrown: the view names it. */
export type SwapFailureShown = { error: unknown }
