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

/**
 * How far the app can trust what it shows of the chain:
 * - 'unreachable': the node did not answer the latest block-number poll (after the transport's retries);
 * - 'stale': the node answers but no new block arrived for more than the chain's `blockWaitMsBeforeWarning`
 *   (spec 1 §3; 600 000 ms unless the chain sets more), which is when the connectivity warning is up;
 * - 'live' otherwise.
 * Unreachable wins: a node that does not answer says nothing about its blocks.
 */
export type ChainHealth = 'live' | 'stale' | 'unreachable'

export type ChainHealthInputs = {
  /** The latest block-number poll failed. */
  nodeUnreachable: boolean
  /** No new block within the chain's wait (isConnectivityWarning). */
  connectivityWarning: boolean
}

export function chainHealthOf(inputs: ChainHealthInputs): ChainHealth {
  if (inputs.nodeUnreachable) return 'unreachable'
  return inputs.connectivityWarning ? 'stale' : 'live'
}
