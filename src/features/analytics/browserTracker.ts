// Only ever imported lazily (see analytics.ts): building and sending hits is not in the first load.
import type { AnalyticsConfig } from '../../lib/analytics/analyticsConfig.ts'
import type { BrowserType } from '../../lib/analytics/collectParams.ts'
import { browserTransport, sendCollect } from './api/sendCollect.ts'
import { readPrivacySignals } from './privacy.ts'
import { createTracker, type Tracker } from './tracker.ts'

function randomId(): number {
  const buffer = new Uint32Array(1)
  globalThis.crypto.getRandomValues(buffer)
  return buffer[0] ?? 0
}

function appUrl(): string {
  const location = globalThis.location
  return location ? `${location.origin}${location.pathname}` : ''
}

function browserType(): BrowserType | undefined {
  if (typeof navigator === 'undefined') return undefined
  const mobile = /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent)
  if (!mobile) return 'desktop'
  return 'ethereum' in globalThis ? 'mobileWeb3' : 'mobileRegular'
}

/** The page's tracker: beacons to the configured endpoint, a client id that lives as long as the page. */
export function createBrowserTracker(config: AnalyticsConfig, loadedAtSeconds: number): Tracker {
  return createTracker({
    config,
    send: (url) => {
      sendCollect(browserTransport(), url)
    },
    privacy: () => readPrivacySignals(),
    appUrl,
    browserType,
    clientId: `${randomId()}.${loadedAtSeconds}`,
    sessionId: loadedAtSeconds,
  })
}
