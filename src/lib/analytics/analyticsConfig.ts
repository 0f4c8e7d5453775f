// When analytics may send anything at all: only with a measurement id configured, and never for a user who
// opted out or whose browser asks not to be tracked.

/** The GA4 measurement protocol endpoint used when no other is configured. */
export const DEFAULT_ANALYTICS_URL = 'https://www.google-analytics.com/g/collect'

export type AnalyticsConfig = { readonly measurementId: string; readonly endpoint: string }

export type PrivacySignals = {
  /** The user's own switch (stored by the app). */
  readonly optedOut: boolean
  /** `navigator.doNotTrack === '1'`. */
  readonly doNotTrack: boolean
  /** `navigator.globalPrivacyControl === true`. */
  readonly globalPrivacyControl: boolean
}

const MAX_ID_LENGTH = 64

/**
 * The configuration from the two build settings, or null (analytics off) without a measurement id. An
 * endpoint that is set but not an http(s) URL also turns analytics off rather than falling back silently.
 */
export function parseAnalyticsConfig(measurementId: unknown, endpoint: unknown): AnalyticsConfig | null {
  if (typeof measurementId !== 'string') return null
  const id = measurementId.trim()
  if (id === '' || id.length > MAX_ID_LENGTH) return null
  if (endpoint === undefined || endpoint === null || (typeof endpoint === 'string' && endpoint.trim() === ''))
    return { measurementId: id, endpoint: DEFAULT_ANALYTICS_URL }
  if (typeof endpoint !== 'string') return null
  let url: URL
  try {
    url = new URL(endpoint.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  url.hash = ''
  return { measurementId: id, endpoint: url.href }
}

export function analyticsAllowed(
  config: AnalyticsConfig | null,
  privacy: PrivacySignals,
): config is AnalyticsConfig {
  return config !== null && !privacy.optedOut && !privacy.doNotTrack && !privacy.globalPrivacyControl
}

/** The request URL of one hit: the endpoint with the hit's parameters in its query. */
export function collectUrl(endpoint: string, query: string): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`
}
