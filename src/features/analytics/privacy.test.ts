import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_OPT_OUT_KEY,
  isAnalyticsOptedOut,
  readPrivacySignals,
  setAnalyticsOptOut,
} from './privacy.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('analytics privacy', () => {
  it('reads the opt-out flag', () => {
    expect(isAnalyticsOptedOut(memoryStorage())).toBe(false)
    expect(isAnalyticsOptedOut(memoryStorage({ [ANALYTICS_OPT_OUT_KEY]: '1' }))).toBe(true)
    expect(isAnalyticsOptedOut(memoryStorage({ [ANALYTICS_OPT_OUT_KEY]: 'true' }))).toBe(true)
    expect(isAnalyticsOptedOut(memoryStorage({ [ANALYTICS_OPT_OUT_KEY]: 'false' }))).toBe(false)
  })

  it('counts a storage it cannot read as opted out', () => {
    expect(isAnalyticsOptedOut(undefined)).toBe(true)
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(isAnalyticsOptedOut(broken)).toBe(true)
  })

  it('writes and clears the flag', () => {
    const storage = memoryStorage()
    setAnalyticsOptOut(true, storage)
    expect(storage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1')
    setAnalyticsOptOut(false, storage)
    expect(storage.getItem(ANALYTICS_OPT_OUT_KEY)).toBeNull()
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => setAnalyticsOptOut(true, full)).not.toThrow()
  })

  it('reads Do Not Track and Global Privacy Control', () => {
    const storage = memoryStorage()
    expect(readPrivacySignals(storage, {})).toEqual({
      optedOut: false,
      doNotTrack: false,
      globalPrivacyControl: false,
    })
    expect(readPrivacySignals(storage, { doNotTrack: '1' }).doNotTrack).toBe(true)
    expect(readPrivacySignals(storage, { doNotTrack: '0' }).doNotTrack).toBe(false)
    expect(readPrivacySignals(storage, { doNotTrack: null }).doNotTrack).toBe(false)
    expect(readPrivacySignals(storage, { globalPrivacyControl: true }).globalPrivacyControl).toBe(true)
  })
})
