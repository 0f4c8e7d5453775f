// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

const sent = vi.hoisted(() => ({ urls: [] as string[], trackerLoads: 0 }))
vi.mock('./api/sendCollect.ts', () => ({
  browserTransport: () => ({}),
  sendCollect: (_transport: unknown, url: string) => {
    sent.urls.push(url)
    return true
  },
}))
vi.mock('./browserTracker.ts', async (importOriginal) => {
  sent.trackerLoads += 1
  return importOriginal()
})

// Each test its own module (the measurement id is read when it loads).
async function analyticsWith(measurementId: string | undefined) {
  vi.resetModules()
  sent.urls.length = 0
  sent.trackerLoads = 0
  vi.stubEnv('VITE_ANALYTICS_ID', measurementId ?? '')
  return import('./analytics.ts')
}

afterEach(() => vi.unstubAllEnvs())

describe('the analytics queue', () => {
  it('keeps hits made before the tracker has loaded, and sends them in order once it has', async () => {
    const analytics = await analyticsWith('G-TEST1234')
    analytics.setAnalyticsChainId(1)
    analytics.trackPageView('/swap')
    analytics.trackEvent('Swap', 'Swap w/o Send', 'ETH/DAI')
    expect(sent.urls).toEqual([])
    await vi.waitFor(() => expect(sent.urls).toHaveLength(2))
    const [view, event] = sent.urls.map((url) => new URL(url).searchParams)
    expect(view?.get('en')).toBe('page_view')
    expect(event?.get('en')).toBe('swap_w_o_send')
    // The chain set before the page view goes with it.
    expect(view?.get('ep.chain_id')).toBe('1')
    analytics.trackPageView('/pool')
    expect(sent.urls).toHaveLength(3)
    expect(sent.trackerLoads).toBe(1)
  })

  it('never loads the tracker without a measurement id', async () => {
    const analytics = await analyticsWith(undefined)
    expect(analytics.analyticsConfigured).toBe(false)
    analytics.trackPageView('/swap')
    analytics.trackEvent('Swap', 'Swap')
    await new Promise((settle) => setTimeout(settle, 50))
    expect(sent.trackerLoads).toBe(0)
    expect(sent.urls).toEqual([])
  })
})
