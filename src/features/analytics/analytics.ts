// The app's one tracker, configured by the build settings VITE_ANALYTICS_ID and VITE_ANALYTICS_URL. With no
// id nothing is ever sent. Nothing is stored either: the client id lives as long as the page.
import { parseAnalyticsConfig } from '../../lib/analytics/analyticsConfig.ts'
import type { BrowserType } from '../../lib/analytics/collectParams.ts'
import { browserTransport, sendCollect } from './api/sendCollect.ts'
import { readPrivacySignals } from './privacy.ts'
import { createTracker } from './tracker.ts'

const config = parseAnalyticsConfig(import.meta.env.VITE_ANALYTICS_ID, import.meta.env.VITE_ANALYTICS_URL)

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

const loadedAtSeconds = Math.floor(Date.now() / 1000)

const tracker = createTracker({
  config,
  send: (url) => {
    sendCollect(browserTransport(), url)
  },
  privacy: () => readPrivacySignals(),
  appUrl,
  browserType,
  clientId: config ? `${randomId()}.${loadedAtSeconds}` : '',
  sessionId: loadedAtSeconds,
})

/** Whether a measurement id is configured (the build can send analytics at all). */
export const analyticsConfigured = config !== null

export function trackPageView(path: string): void {
  tracker.pageView(path)
}

/** A generic event, such as the Swap events of facts §13. */
export function trackEvent(category: string, action: string, label?: string): void {
  tracker.event(category, action, label)
}

export function trackOutboundLink(url: string): void {
  tracker.outboundLink(url)
}

export function setAnalyticsChainId(chainId: number | undefined): void {
  tracker.setChainId(chainId)
}
