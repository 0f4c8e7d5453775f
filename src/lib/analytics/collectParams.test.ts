import { describe, expect, it } from 'vitest'
import { type CollectContext, collectParams, eventName, pageLocation } from './collectParams.ts'

const CONTEXT: CollectContext = {
  measurementId: 'G-TEST',
  clientId: '123.456',
  sessionId: 1_700_000_000,
  hitNumber: 2,
  chainId: 1,
  appUrl: 'https://app.example/',
  pagePath: '/swap',
  browserType: 'desktop',
}

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query))

describe('collectParams', () => {
  it('describes a page view', () => {
    expect(paramsOf(collectParams({ type: 'page_view', path: '/pool?x=1' }, CONTEXT))).toEqual({
      v: '2',
      tid: 'G-TEST',
      cid: '123.456',
      sid: '1700000000',
      sct: '1',
      seg: '1',
      _s: '2',
      dl: 'https://app.example/pool?x=1',
      en: 'page_view',
      'ep.chain_id': '1',
      'ep.browser_type': 'desktop',
    })
  })

  it('marks the first hit of the page load as a new visit and session', () => {
    const params = paramsOf(collectParams({ type: 'page_view', path: '/swap' }, { ...CONTEXT, hitNumber: 1 }))
    expect(params._fv).toBe('1')
    expect(params._ss).toBe('1')
  })

  it('describes a generic event with the chain id dimension (0 when none)', () => {
    const query = collectParams(
      { type: 'event', category: 'Swap', action: 'Swap w/o Send', label: 'ETH/DAI/V3/SH' },
      { ...CONTEXT, chainId: 0, browserType: undefined },
    )
    expect(paramsOf(query)).toMatchObject({
      en: 'swap_w_o_send',
      dl: 'https://app.example/swap',
      'ep.event_category': 'Swap',
      'ep.event_action': 'Swap w/o Send',
      'ep.event_label': 'ETH/DAI/V3/SH',
      'ep.chain_id': '0',
    })
    expect(paramsOf(query)).not.toHaveProperty('ep.browser_type')
    expect(
      paramsOf(collectParams({ type: 'event', category: 'Swap', action: 'Max' }, CONTEXT)),
    ).not.toHaveProperty('ep.event_label')
  })

  it('reports an outbound link anonymised', () => {
    const url = 'https://etherscan.io/address/0x6B175474E89094C44Da98b954EedeAC495271d0F'
    const params = paramsOf(collectParams({ type: 'outbound_link', url }, CONTEXT))
    expect(params).toMatchObject({
      en: 'click',
      'ep.link_url': 'https://etherscan.io/address/***',
      'ep.link_domain': 'etherscan.io',
      'ep.outbound': 'true',
    })
    expect(JSON.stringify(params)).not.toContain('6B175474')
  })

  it('reports a page and every event of it without an address or the recipient', () => {
    const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const route = `/swap?outputCurrency=${dai}&recipient=${alice}&exactAmount=1`
    const view = paramsOf(collectParams({ type: 'page_view', path: route }, CONTEXT))
    expect(view.dl).toBe('https://app.example/swap?outputCurrency=***&recipient=***&exactAmount=1')
    const event = paramsOf(
      collectParams({ type: 'event', category: 'Swap', action: 'Max' }, { ...CONTEXT, pagePath: route }),
    )
    expect(event.dl).toBe(view.dl)
    const ens = paramsOf(collectParams({ type: 'page_view', path: '/swap?recipient=alice.eth' }, CONTEXT))
    expect(ens.dl).toBe('https://app.example/swap?recipient=***')
    const pool = paramsOf(collectParams({ type: 'page_view', path: `/add/${dai}/ETH/3000` }, CONTEXT))
    expect(pool.dl).toBe('https://app.example/add/***/ETH/3000')
  })

  it('keeps values within the GA limits', () => {
    const params = paramsOf(
      collectParams(
        { type: 'event', category: 'Lists', action: 'Add List', label: 'x'.repeat(500) },
        CONTEXT,
      ),
    )
    expect(params['ep.event_label']).toHaveLength(100)
  })
})

describe('eventName', () => {
  it('turns an action into a valid GA4 event name', () => {
    expect(eventName('Swap w/o Send + recipient')).toBe('swap_w_o_send_recipient')
    expect(eventName('Swap w/ Send')).toBe('swap_w_send')
    expect(eventName('V2->V3')).toBe('v2_v3')
    expect(eventName(' Recommended')).toBe('recommended')
    expect(eventName('1inch')).toBe('e_1inch')
    expect(eventName('+++')).toBe('event')
    expect(eventName('a'.repeat(60))).toHaveLength(40)
  })
})

describe('pageLocation', () => {
  it('places the hash route under the app address', () => {
    expect(pageLocation('https://app.example/', '/swap?inputCurrency=ETH')).toBe(
      'https://app.example/swap?inputCurrency=ETH',
    )
    expect(pageLocation('https://gw.example/ipfs/bafy/index.html', '/pool')).toBe(
      'https://gw.example/ipfs/bafy/pool',
    )
    expect(pageLocation('https://app.example', 'vote')).toBe('https://app.example/vote')
  })
})
