type YieldingScheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task of the main thread, so that the work before and after it are two tasks, not one long
 * one: the browser may paint and handle input in between. Chromium's `scheduler.yield()` where there is one (it
 * resumes ahead of other queued work), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
