/** How often the app re-checks whether the chain is still producing blocks. */
export const CONNECTIVITY_CHECK_INTERVAL_MS = 10_000

/**
 * The chain looks stalled (or the connection lost) when no new block arrived within its wait; the wait counts
 * from the last new block, or from when watching started if none arrived yet.
 */
export function isConnectivityWarning(nowMs: number, lastNewBlockAtMs: number, blockWaitMs: number): boolean {
  return nowMs - lastNewBlockAtMs > blockWaitMs
}
