/** How often the app re-checks whether the chain is still producing blocks (spec 1 §9: every 15 s). */
export const CONNECTIVITY_CHECK_INTERVAL_MS = 15_000

/**
 * The chain looks stalled (or the connection lost) when no new block arrived within its wait; the wait counts
 * from the last new block, or from when watching started if none arrived yet.
 */
export function isConnectivityWarning(nowMs: number, lastNewBlockAtMs: number, blockWaitMs: number): boolean {
  return nowMs - lastNewBlockAtMs > blockWaitMs
}

export type ConnectivityCheck = {
  blockWaitMs: number
  /** When the last new block arrived (or watching started). */
  lastNewBlockAt: () => number
  now: () => number
  setWarning: (warn: boolean) => void
  /** Runs `check` every `ms` until the returned function is called (setInterval in the app). */
  every: (check: () => void, ms: number) => () => void
}

/** Re-checks the chain every CONNECTIVITY_CHECK_INTERVAL_MS; returns the stop function. */
export function startConnectivityCheck(options: ConnectivityCheck): () => void {
  return options.every(
    () =>
      options.setWarning(isConnectivityWarning(options.now(), options.lastNewBlockAt(), options.blockWaitMs)),
    CONNECTIVITY_CHECK_INTERVAL_MS,
  )
}
