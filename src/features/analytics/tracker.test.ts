import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_ANALYTICS_URL, parseAnalyticsConfig } from '../../lib/analytics/analyticsConfig.ts'
import { swapEventAction, swapEventLabel } from '../../lib/analytics/swapEvent.ts'
import { sendCollect } from './api/sendCollect.ts'
import { ANALYTICS_OPT_OUT_KEY, readPrivacySignals, setAnalyticsOptOut } from './privacy.ts'
import { createTracker } from './tracker.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

type Setup = {
  id?: string
  url?: string
  nav?: { doNotTrack?: string | null; globalPrivacyControl?: boolean }
}

function setup({ id = 'G-TEST', url, nav = {} }: Setup = {}) {
  const beacon = vi.fn((_url: string) => true)
  const storage = memoryStorage()
  const tracker = createTracker({
    config: parseAnalyticsConfig(id, url),
    send: (hit) => void sendCollect({ sendBeacon: beacon }, hit),
    privacy: () => readPrivacySignals(storage, nav),
    appUrl: () => 'https://app.example/',
    browserType: () => 'desktop',
    clientId: '42.1700000000',
    sessionId: 1_700_000_000,
  })
  const sent = () => beacon.mock.calls.map(([hit]) => new URL(hit))
  return { tracker, beacon, storage, sent }
}

const paramsOf = (hit: URL | undefined) => Object.fromEntries(hit?.searchParams ?? [])

function everything(tracker: ReturnType<typeof setup>['tracker']) {
  tracker.pageView('/swap')
  tracker.event('Swap', 'Max')
  tracker.outboundLink('https://etherscan.io/tx/0xabc')
}

describe('analytics tracker', () => {
  it('sends nothing without a measurement id', () => {
    const { tracker, beacon } = setup({ id: '' })
    everything(tracker)
    expect(beacon).not.toHaveBeenCalled()
  })

  it('sends nothing when the user opted out, and again once they opt back in', () => {
    const { tracker, beacon, storage } = setup()
    setAnalyticsOptOut(true, storage)
    expect(storage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1')
    everything(tracker)
    expect(beacon).not.toHaveBeenCalled()
    setAnalyticsOptOut(false, storage)
    tracker.event('Swap', 'Max')
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it.each([[{ doNotTrack: '1' }], [{ globalPrivacyControl: true }]])(
    'sends nothing when the browser asks not to be tracked (%o)',
    (nav) => {
      const { tracker, beacon } = setup({ nav })
      everything(tracker)
      expect(beacon).not.toHaveBeenCalled()
    },
  )

  it('sends a page view per route to the GA4 collect URL', () => {
    const { tracker, sent } = setup()
    tracker.setChainId(undefined)
    tracker.pageView('/swap?inputCurrency=ETH')
    tracker.pageView('/swap?inputCurrency=ETH')
    tracker.setChainId(10)
    tracker.pageView('/pool')
    const hits = sent()
    expect(hits).toHaveLength(2)
    expect(`${hits[0]?.origin}${hits[0]?.pathname}`).toBe(DEFAULT_ANALYTICS_URL)
    expect(paramsOf(hits[0])).toEqual({
      v: '2',
      tid: 'G-TEST',
      cid: '42.1700000000',
      sid: '1700000000',
      sct: '1',
      seg: '1',
      _s: '1',
      _fv: '1',
      _ss: '1',
      dl: 'https://app.example/swap?inputCurrency=ETH',
      en: 'page_view',
      'ep.chain_id': '0',
      'ep.browser_type': 'desktop',
    })
    expect(paramsOf(hits[1])).toMatchObject({ _s: '2', dl: 'https://app.example/pool', 'ep.chain_id': '10' })
  })

  it('sends a swap event with its label on the current page', () => {
    const { tracker, sent } = setup({ url: 'https://collector.example/collect' })
    tracker.setChainId(1)
    tracker.pageView('/swap')
    const account = '0x1111111111111111111111111111111111111111'
    tracker.event(
      'Swap',
      swapEventAction(null, account),
      swapEventLabel({ inputSymbol: 'ETH', outputSymbol: 'DAI', version: 'v3', hops: [1, 2] }),
    )
    const hit = sent()[1]
    expect(hit?.href.startsWith('https://collector.example/collect?')).toBe(true)
    expect(paramsOf(hit)).toMatchObject({
      tid: 'G-TEST',
      _s: '2',
      en: 'swap_w_o_send',
      dl: 'https://app.example/swap',
      'ep.event_category': 'Swap',
      'ep.event_action': 'Swap w/o Send',
      'ep.event_label': 'ETH/DAI/V3/MH',
      'ep.chain_id': '1',
    })
  })

  it('anonymises outbound explorer links', () => {
    const { tracker, beacon } = setup()
    tracker.outboundLink('https://arbiscan.io/address/0x6B175474E89094C44Da98b954EedeAC495271d0F')
    const [hit] = beacon.mock.calls[0] ?? []
    expect(hit).toBeDefined()
    expect(hit).not.toContain('6B175474')
    expect(new URL(hit ?? '').searchParams.get('ep.link_url')).toBe('https://arbiscan.io/address/***')
  })

  it('never throws, whatever its dependencies do', () => {
    const tracker = createTracker({
      config: parseAnalyticsConfig('G-TEST', undefined),
      send: () => {
        throw new Error('send')
      },
      privacy: () => ({ optedOut: false, doNotTrack: false, globalPrivacyControl: false }),
      appUrl: () => {
        throw new Error('location')
      },
      browserType: () => undefined,
      clientId: '1.1',
      sessionId: 1,
    })
    expect(() => everything(tracker)).not.toThrow()
  })
  it('never sends an address or a recipient of the page (hash route) it reports', () => {
    const { tracker, sent } = setup()
    const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    tracker.pageView(`/swap?inputCurrency=ETH&outputCurrency=${alice}&recipient=bob.eth`)
    tracker.event('Swap', 'Max')
    tracker.pageView(`/remove/v2/ETH/${alice.toLowerCase()}`)
    const hits = sent().map((hit) => decodeURIComponent(hit.href))
    expect(hits).toHaveLength(3)
    for (const hit of hits) {
      expect(hit.toLowerCase()).not.toContain(alice.slice(2).toLowerCase())
      expect(hit).not.toContain('bob.eth')
    }
    expect(paramsOf(sent()[0]).dl).toBe(
      'https://app.example/swap?inputCurrency=ETH&outputCurrency=***&recipient=***',
    )
    expect(paramsOf(sent()[2]).dl).toBe('https://app.example/remove/v2/ETH/***')
  })
})
