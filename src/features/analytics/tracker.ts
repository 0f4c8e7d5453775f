// The analytics tracker: checks the configuration and the privacy signals on every hit, builds the hit and
// hands it to `send`. Every entry point swallows its own errors: analytics never breaks a screen.
import {
  type AnalyticsConfig,
  analyticsAllowed,
  collectUrl,
  type PrivacySignals,
} from '../../lib/analytics/analyticsConfig.ts'
import { type AnalyticsEvent, type BrowserType, collectParams } from '../../lib/analytics/collectParams.ts'

export type TrackerDeps = {
  readonly config: AnalyticsConfig | null
  /** Delivers one hit's URL (a beacon); must not throw or wait. */
  readonly send: (url: string) => void
  /** Read on each hit, so an opt-out applies at once. */
  readonly privacy: () => PrivacySignals
  /** The app's address without the hash route. */
  readonly appUrl: () => string
  readonly browserType: () => BrowserType | undefined
  readonly clientId: string
  readonly sessionId: number
}

export type Tracker = {
  /** A page view of a route: pathname and search of the hash route. Repeats of the same route are ignored. */
  readonly pageView: (path: string) => void
  readonly event: (category: string, action: string, label?: string) => void
  /** An outbound link, reported with its explorer addresses masked. */
  readonly outboundLink: (url: string) => void
  /** The chain reported with every hit from now on; 0 when none. */
  readonly setChainId: (chainId: number | undefined) => void
}

export function createTracker(deps: TrackerDeps): Tracker {
  let chainId = 0
  let pagePath = ''
  let hitNumber = 0

  const track = (event: AnalyticsEvent) => {
    try {
      const { config } = deps
      if (!analyticsAllowed(config, deps.privacy())) return
      hitNumber += 1
      const query = collectParams(event, {
        measurementId: config.measurementId,
        clientId: deps.clientId,
        sessionId: deps.sessionId,
        hitNumber,
        chainId,
        appUrl: deps.appUrl(),
        pagePath,
        browserType: deps.browserType(),
      })
      deps.send(collectUrl(config.endpoint, query))
    } catch {
      // never let analytics throw into the app
    }
  }

  return {
    pageView: (path) => {
      // React runs effects twice in development; one route is one page view.
      if (path === pagePath) return
      pagePath = path
      track({ type: 'page_view', path })
    },
    event: (category, action, label) => track({ type: 'event', category, action, label }),
    outboundLink: (url) => track({ type: 'outbound_link', url }),
    setChainId: (id) => {
      chainId = id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : 0
    },
  }
}
