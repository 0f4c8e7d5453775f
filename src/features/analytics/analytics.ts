// The app's one tracker, configured by the build settings VITE_ANALYTICS_ID and VITE_ANALYTICS_URL. With no
// id nothing is ever sent. Nothing is stored either: the client id lives as long as the page.
import { parseAnalyticsConfig } from '../../lib/analytics/analyticsConfig.ts'
import type { Tracker } from './tracker.ts'

const config = parseAnalyticsConfig(import.meta.env.VITE_ANALYTICS_ID, import.meta.env.VITE_ANALYTICS_URL)

const loadedAtSeconds = Math.floor(Date.now() / 1000)

// The tracker loads with the first hit, after the first render: hits made meanwhile wait, in order. Without an
// id it never loads (nothing would be sent).
let tracker: Tracker | undefined
let waiting: ((loaded: Tracker) => void)[] | undefined

function withTracker(use: (loaded: Tracker) => void): void {
  if (config === null) return
  if (tracker) {
    use(tracker)
    return
  }
  if (waiting) {
    waiting.push(use)
    return
  }
  waiting = [use]
  import('./browserTracker.ts').then(
    ({ createBrowserTracker }) => {
      const loaded = createBrowserTracker(config, loadedAtSeconds)
      tracker = loaded
      const queued = waiting ?? []
      waiting = undefined
      for (const run of queued) run(loaded)
    },
    (error: unknown) => {
      // Analytics never breaks a screen: these hits are dropped, the next one tries again.
      waiting = undefined
      console.error('Could not load analytics', error)
    },
  )
}

/** Whether a measurement id is configured (the build can send analytics at all). */
export const analyticsConfigured = config !== null

export function trackPageView(path: string): void {
  withTracker((loaded) => loaded.pageView(path))
}

/** A generic event, such as the Swap events of facts §13. */
export function trackEvent(category: string, action: string, label?: string): void {
  withTracker((loaded) => loaded.event(category, action, label))
}

export function trackOutboundLink(url: string): void {
  withTracker((loaded) => loaded.outboundLink(url))
}

export function setAnalyticsChainId(chainId: number | undefined): void {
  withTracker((loaded) => loaded.setChainId(chainId))
}
