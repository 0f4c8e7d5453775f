// The user's analytics opt-out (a flag in local storage) and the browser's privacy signals. Any doubt counts
// as "do not track": a storage that cannot be read is treated as opted out.
import type { PrivacySignals } from '../../lib/analytics/analyticsConfig.ts'
import { localStorageOf } from '../../storage/browserStorage.ts'

export const ANALYTICS_OPT_OUT_KEY = 'dex:analytics-opt-out'

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type PrivacyNavigator = { readonly doNotTrack?: string | null; readonly globalPrivacyControl?: boolean }

function pageStorage(): FlagStorage | undefined {
  return localStorageOf() ?? undefined
}

function pageNavigator(): PrivacyNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as PrivacyNavigator)
}

export function isAnalyticsOptedOut(storage: FlagStorage | undefined = pageStorage()): boolean {
  if (!storage) return true
  try {
    const value = storage.getItem(ANALYTICS_OPT_OUT_KEY)
    return value !== null && value !== '0' && value !== 'false'
  } catch {
    return true
  }
}

/** Turns analytics off (or back on) for this browser; takes effect with the next event. */
export function setAnalyticsOptOut(optOut: boolean, storage: FlagStorage | undefined = pageStorage()): void {
  try {
    if (optOut) storage?.setItem(ANALYTICS_OPT_OUT_KEY, '1')
    else storage?.removeItem(ANALYTICS_OPT_OUT_KEY)
  } catch {
    // storage full or refused: nothing more to do
  }
}

export function readPrivacySignals(
  storage: FlagStorage | undefined = pageStorage(),
  nav: PrivacyNavigator | undefined = pageNavigator(),
): PrivacySignals {
  return {
    optedOut: isAnalyticsOptedOut(storage),
    doNotTrack: nav?.doNotTrack === '1' || nav?.doNotTrack === 'yes',
    globalPrivacyControl: nav?.globalPrivacyControl === true,
  }
}
