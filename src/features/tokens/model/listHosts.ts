// Which list downloads the app's page makes itself. Its Content-Security-Policy lists, by origin, the default
// lists' hosts and the IPFS gateways (vite.config.ts builds connect-src from the same constants), and the page's
// own origin is always allowed. A list anywhere else (a user's own https list) is downloaded by the list-import
// page instead: a separate page of the build that may connect to any https host and holds no wallet code.
import { UNSUPPORTED_LIST_URLS, USER_VISIBLE_DEFAULT_LISTS } from './defaultLists.ts'
import { IPFS_GATEWAYS } from './listUrl.ts'

/** `scheme://host[:port]` of an http(s) URL; null for anything else. */
function webOrigin(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

/** The origins of the default lists (ENS-named ones have none) and of the IPFS gateways. */
export const PAGE_LIST_ORIGINS: ReadonlySet<string> = new Set(
  [...USER_VISIBLE_DEFAULT_LISTS, ...UNSUPPORTED_LIST_URLS, ...IPFS_GATEWAYS].flatMap((url) => {
    const origin = webOrigin(url)
    return origin === null ? [] : [origin]
  }),
)

/** The policy's 'self': the page's origin, and for a page on http the same host and port on https. */
function isSelf(origin: string, pageOrigin: string | null): boolean {
  if (pageOrigin === null) return false
  return (
    origin === pageOrigin || (pageOrigin.startsWith('http:') && origin === `https:${pageOrigin.slice(5)}`)
  )
}

/**
 * Whether the app's page downloads `url` itself: its origin is one the page's policy lists, or the page's own
 * (`pageOrigin`; null when unknown). Anything else goes through the list-import page.
 */
export function isPageListUrl(url: string, pageOrigin: string | null): boolean {
  const origin = webOrigin(url)
  return origin !== null && (isSelf(origin, pageOrigin) || PAGE_LIST_ORIGINS.has(origin))
}
