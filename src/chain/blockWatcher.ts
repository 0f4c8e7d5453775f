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
}

export type BlockWatcherOptions = {
  client: ReadClient
  pollingIntervalMs: number
  visibility?: PageVisibility
}

/**
 * The block number of one chain: polled every `pollingIntervalMs` while somebody listens and the page is
 * visible (at once when it becomes visible again); it only moves forward.
 */
export function createBlockWatcher(options: BlockWatcherOptions): BlockWatcher {
  const { client, pollingIntervalMs, visibility } = options
  const listeners = new Set<() => void>()
  let latest: number | undefined
  let failed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopVisibility: (() => void) | undefined
  let generation = 0

  const hidden = (): boolean => visibility?.hidden() ?? false

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }

  async function poll(run: number): Promise<void> {
    try {
      const blockNumber = Number(await client.getBlockNumber({ cacheTime: 0 }))
      if (run === generation) {
        const newer = latest === undefined || blockNumber > latest
        if (newer) latest = blockNumber
        if (newer || failed) {
          failed = false
          notify()
        }
      }
    } catch {
      // A failed poll leaves the last block number and is said once; the next poll tries again.
      if (run === generation && !failed) {
        failed = true
        notify()
      }
    }
    if (run === generation && !hidden()) timer = setTimeout(() => void poll(run), pollingIntervalMs)
  }

  function start(): void {
    generation++
    clearTimer()
    if (!hidden()) void poll(generation)
  }

  function stop(): void {
    generation++
    clearTimer()
  }

  return {
    current: () => latest,
    pollFailed: () => failed,
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        stopVisibility = visibility?.onChange(() => (hidden() ? stop() : start()))
        start()
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stop()
        stopVisibility?.()
        stopVisibility = undefined
      }
    },
  }
}
