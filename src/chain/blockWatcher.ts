import type { ReadClient } from './multicall.ts'

/** Whether the page is hidden, and a way to hear when that changes (document.visibilityState in a browser). */
export type PageVisibility = { hidden(): boolean; onChange(listener: () => void): () => void }

export type BlockWatcher = {
  /** The latest block number seen, undefined before the first answer. */
  current(): number | undefined
  /**
   * Whether the latest poll failed (after the transport's own retries): the node is not answering. Listeners
   * hear when this changes as well as on a new block.
   */
  pollFailed(): boolean
  /** Polling runs while anybody listens. */
  subscribe(listener: () => void): () => void
  /**
   * A block number learned elsewhere (the receipt of a transaction the app sent): a newer one is taken as if
   * polled, so what the page reads follows the user's own transaction at once, not at the next poll (15 s on
   * mainnet).
   */
  observe(blockNumber: number): void
}

export type BlockWatcherOptions = {
  client: ReadClient
  pollingIntervalMs: number
  visibility?: PageVisibility
  /**
   * Tells when the way to the node changed (a wallet connected on the chain, whose connection now serves its
   * reads): the watcher polls at once rather than at the end of an interval begun on a failed poll.
   */
  routeChanges?: (listener: () => void) => () => void
}

/** The most blocks a chain may advance between two answers (hours of a 1 s chain, weeks of mainnet). */
export const MAX_BLOCK_JUMP = 1_000_000

/**
 * The block number of one chain: polled every `pollingIntervalMs` while somebody listens and the page is
 * visible (at once when it becomes visible again); it only moves forward.
 */
export function createBlockWatcher(options: BlockWatcherOptions): BlockWatcher {
  const { client, pollingIntervalMs, visibility, routeChanges } = options
  const listeners = new Set<() => void>()
  let latest: number | undefined
  let failed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopVisibility: (() => void) | undefined
  let stopRouteChanges: (() => void) | undefined
  let generation = 0

  const hidden = (): boolean => visibility?.hidden() ?? false

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }

  function take(blockNumber: number): void {
    // A node that claims a block far past the last one seen is faulty (or hostile): taken as a failed poll, so
    // nothing reads or plans logs up to it.
    const implausible = !Number.isSafeInteger(blockNumber) || blockNumber < 0
    if (implausible || (latest !== undefined && blockNumber - latest > MAX_BLOCK_JUMP)) {
      if (!failed) {
        failed = true
        notify()
      }
      return
    }
    const newer = latest === undefined || blockNumber > latest
    if (newer) latest = blockNumber
    if (newer || failed) {
      failed = false
      notify()
    }
  }

  // A poll asked for while one is in flight runs once that one ends: a client shares one request among the
  // block-number reads it has in flight, so a poll made at once would only get the old request's answer (a
  // failure from the route that was just left, say).
  let inFlight = false
  let pollAgain = false

  async function poll(run: number): Promise<void> {
    inFlight = true
    try {
      const blockNumber = Number(await client.getBlockNumber({ cacheTime: 0 }))
      if (run === generation) take(blockNumber)
    } catch {
      // A failed poll leaves the last block number and is said once; the next poll tries again.
      if (run === generation && !failed) {
        failed = true
        notify()
      }
    }
    inFlight = false
    if (pollAgain) {
      pollAgain = false
      if (listeners.size > 0 && !hidden()) {
        void poll(generation)
        return
      }
    }
    if (run === generation && !hidden()) timer = setTimeout(() => void poll(run), pollingIntervalMs)
  }

  function start(): void {
    generation++
    clearTimer()
    if (hidden()) return
    if (inFlight) pollAgain = true
    else void poll(generation)
  }

  function stop(): void {
    generation++
    clearTimer()
  }

  return {
    current: () => latest,
    pollFailed: () => failed,
    observe(blockNumber) {
      if (listeners.size > 0 && Number.isSafeInteger(blockNumber) && blockNumber >= 0) take(blockNumber)
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        stopVisibility = visibility?.onChange(() => (hidden() ? stop() : start()))
        stopRouteChanges = routeChanges?.(() => start())
        start()
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stop()
        stopVisibility?.()
        stopVisibility = undefined
        stopRouteChanges?.()
        stopRouteChanges = undefined
      }
    },
  }
}
