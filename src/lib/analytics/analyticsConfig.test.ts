import { describe, expect, it } from 'vitest'
import {
  analyticsAllowed,
  collectUrl,
  DEFAULT_ANALYTICS_URL,
  parseAnalyticsConfig,
} from './analyticsConfig.ts'

const NONE = { optedOut: false, doNotTrack: false, globalPrivacyControl: false }

describe('parseAnalyticsConfig', () => {
  it('is off without a measurement id', () => {
    expect(parseAnalyticsConfig(undefined, undefined)).toBeNull()
    expect(parseAnalyticsConfig('', 'https://collector.example/c')).toBeNull()
    expect(parseAnalyticsConfig('   ', undefined)).toBeNull()
    expect(parseAnalyticsConfig(42, undefined)).toBeNull()
    expect(parseAnalyticsConfig('G-'.padEnd(100, 'X'), undefined)).toBeNull()
  })

  it('uses the GA4 collect URL by default', () => {
    expect(parseAnalyticsConfig(' G-TEST123 ', undefined)).toEqual({
      measurementId: 'G-TEST123',
      endpoint: DEFAULT_ANALYTICS_URL,
    })
    expect(parseAnalyticsConfig('G-TEST123', '')).toEqual({
      measurementId: 'G-TEST123',
      endpoint: 'https://www.google-analytics.com/g/collect',
    })
  })

  it('takes an http(s) endpoint and refuses anything else', () => {
    expect(parseAnalyticsConfig('G-1', 'https://collector.example/g/collect#x')?.endpoint).toBe(
      'https://collector.example/g/collect',
    )
    expect(parseAnalyticsConfig('G-1', 'http://127.0.0.1:9000/collect')?.endpoint).toBe(
      'http://127.0.0.1:9000/collect',
    )
    expect(parseAnalyticsConfig('G-1', 'javascript:alert(1)')).toBeNull()
    expect(parseAnalyticsConfig('G-1', 'not a url')).toBeNull()
    expect(parseAnalyticsConfig('G-1', 7)).toBeNull()
  })
})

describe('analyticsAllowed', () => {
  const config = { measurementId: 'G-1', endpoint: DEFAULT_ANALYTICS_URL }
  it('needs a configuration and no privacy signal', () => {
    expect(analyticsAllowed(config, NONE)).toBe(true)
    expect(analyticsAllowed(null, NONE)).toBe(false)
    expect(analyticsAllowed(config, { ...NONE, optedOut: true })).toBe(false)
    expect(analyticsAllowed(config, { ...NONE, doNotTrack: true })).toBe(false)
    expect(analyticsAllowed(config, { ...NONE, globalPrivacyControl: true })).toBe(false)
  })
})

describe('collectUrl', () => {
  it('appends the query to the endpoint', () => {
    expect(collectUrl('https://a.example/c', 'v=2')).toBe('https://a.example/c?v=2')
    expect(collectUrl('https://a.example/c?k=1', 'v=2')).toBe('https://a.example/c?k=1&v=2')
  })
})
