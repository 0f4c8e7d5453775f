// One analytics hit as GA4 measurement-protocol query parameters (the `/g/collect` format gtag.js sends).
// Universal Analytics' category / action / label become the event name plus event_category / event_action /
// event_label parameters, and the chain id is the `chain_id` event parameter (the old custom dimension cd1).
import { anonymizeOutboundUrl, anonymizePagePath } from './anonymizeUrl.ts'

export type AnalyticsEvent =
  | { readonly type: 'page_view'; readonly path: string }
  | {
      readonly type: 'event'
      readonly category: string
      readonly action: string
      readonly label?: string | undefined
    }
  | { readonly type: 'outbound_link'; readonly url: string }

export type BrowserType = 'desktop' | 'mobileWeb3' | 'mobileRegular'

export type CollectContext = {
  readonly measurementId: string
  /** Random per page load: nothing is stored on the device. */
  readonly clientId: string
  /** Seconds since the epoch when the page loaded. */
  readonly sessionId: number
  /** 1 for the page load's first hit, then counting up. */
  readonly hitNumber: number
  /** The connected chain, 0 when none. */
  readonly chainId: number
  /** The app's address without its hash route: origin and base path (an IPFS gateway sub-path, say). */
  readonly appUrl: string
  /** The current route: pathname and search of the hash route, such as `/swap?inputCurrency=ETH`. */
  readonly pagePath: string
  readonly browserType: BrowserType | undefined
}

// GA4 limits: event names 40 characters (letters, digits, underscores, starting with a letter), parameter
// values 100 characters, the page location 1000.
const MAX_EVENT_NAME = 40
const MAX_VALUE = 100
const MAX_LOCATION = 1000

/** 'Swap w/o Send + recipient' → 'swap_w_o_send_recipient'. */
export function eventName(action: string): string {
  const name = action
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (name === '') return 'event'
  return (/^[a-z]/.test(name) ? name : `e_${name}`).slice(0, MAX_EVENT_NAME)
}

/**
 * The page location reported for a route: the hash route placed as a path under the app's address, so that
 * reports group pages by route (GA drops the `#…` part of a location).
 */
export function pageLocation(appUrl: string, pagePath: string): string {
  const base = appUrl
    .replace(/[?#].*$/, '')
    .replace(/\/index\.html?$/, '')
    .replace(/\/+$/, '')
  const path = pagePath.startsWith('/') ? pagePath : `/${pagePath}`
  return `${base}${path}`.slice(0, MAX_LOCATION)
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/** The hit's query string (without the leading `?`). */
export function collectParams(event: AnalyticsEvent, context: CollectContext): string {
  const path = event.type === 'page_view' ? event.path : context.pagePath
  const params = new URLSearchParams({
    v: '2',
    tid: context.measurementId,
    cid: context.clientId,
    sid: String(context.sessionId),
    sct: '1',
    seg: '1',
    _s: String(context.hitNumber),
  })
  // Without stored state every page load starts a new visit and session.
  if (context.hitNumber === 1) {
    params.set('_fv', '1')
    params.set('_ss', '1')
  }
  // Masked here, where every hit passes: a route's addresses and recipient never reach analytics.
  params.set('dl', pageLocation(context.appUrl, anonymizePagePath(path)))
  const value = (name: string, text: string) => params.set(`ep.${name}`, text.slice(0, MAX_VALUE))
  switch (event.type) {
    case 'page_view':
      params.set('en', 'page_view')
      break
    case 'event':
      params.set('en', eventName(event.action))
      value('event_category', event.category)
      value('event_action', event.action)
      if (event.label !== undefined && event.label !== '') value('event_label', event.label)
      break
    case 'outbound_link': {
      // Masked here, where every outbound hit passes, so no caller can forget it.
      const url = anonymizeOutboundUrl(event.url)
      params.set('en', 'click')
      value('link_url', url)
      value('link_domain', hostOf(url))
      value('outbound', 'true')
      break
    }
  }
  value('chain_id', String(context.chainId))
  if (context.browserType) value('browser_type', context.browserType)
  return params.toString()
}
