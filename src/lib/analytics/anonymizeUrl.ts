// Analytics never learns whose it was. Outbound links to block explorers carry the user's addresses and
// transaction hashes (facts §3.4), and the app's own routes carry addresses too (`/add/0x…/0x…`,
// `/swap?outputCurrency=0x…&recipient=…`): both are reported with those masked, by the one rule below.
const EXPLORER_HOSTS: ReadonlySet<string> = new Set([
  'etherscan.io',
  'ropsten.etherscan.io',
  'rinkeby.etherscan.io',
  'kovan.etherscan.io',
  'goerli.etherscan.io',
  'optimistic.etherscan.io',
  'kovan-optimistic.etherscan.io',
  'rinkeby-explorer.arbitrum.io',
  'arbiscan.io',
])

export const ANONYMIZED_SEGMENT = '***'

const HEX_SEGMENT = /^0x[0-9a-f]+$/i
/** An address (or a longer hex run, a hash) anywhere inside a value. */
const EMBEDDED_ADDRESS = /0x[0-9a-f]{40,}/gi
/** The same in text as written, with a percent escape the address starts inside (`%30x…`, `%50x…`). */
const RAW_ADDRESS = /(%[0-9a-f]?)?0x[0-9a-f]{40,}/gi

/** A path segment or query part: all 0x-hex becomes `***`, and so does an address found inside it. */
function mask(value: string): string {
  return HEX_SEGMENT.test(value) ? ANONYMIZED_SEGMENT : value.replace(EMBEDDED_ADDRESS, ANONYMIZED_SEGMENT)
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A path with each segment masked; a segment is judged as it reads once decoded (`%30x…` is `0x…`). */
function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const text = decoded(segment)
      const masked = mask(text)
      return masked === text ? segment : encodeURIComponent(masked)
    })
    .join('/')
}

/** A query with every key and value masked, and the values of `secret` keys replaced whatever they hold. */
function maskQuery(params: URLSearchParams, secret: ReadonlySet<string> = new Set()): string {
  const out = new URLSearchParams()
  for (const [key, value] of params)
    out.append(mask(key), secret.has(key.toLowerCase()) ? ANONYMIZED_SEGMENT : mask(value))
  return out.toString()
}

/**
 * The URL to report for an outbound link: on the explorer hosts every path segment (and query value) that
 * looks like 0x-hex becomes `***`; any other URL, or text that is not an absolute URL, is returned as is.
 */
export function anonymizeOutboundUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  if (!EXPLORER_HOSTS.has(url.hostname)) return href
  // Query values too (`/token/0x…?a=0x…` names the account): stricter than the path rule of the spec.
  const query = maskQuery(url.searchParams)
  return `${url.origin}${maskPath(url.pathname)}${query ? `?${query}` : ''}${url.hash}`
}

/** Query parameters of the app's routes that name a person whatever their form (an address or an ENS name). */
const PERSONAL_PARAMS: ReadonlySet<string> = new Set(['recipient'])

/**
 * Where the app's routes carry a position id (`/pool/{id}`, `/remove/{id}`, `/increase/{a}/{b}/{fee}/{id}`): an id
 * names its owner as surely as an address does (anyone can read ownerOf), so it is masked too.
 */
const POSITION_ID_SEGMENT: ReadonlyMap<string, number> = new Map([
  ['pool', 2],
  ['remove', 2],
  ['increase', 5],
])

function maskPositionId(path: string): string {
  const segments = path.split('/')
  const at = POSITION_ID_SEGMENT.get(segments[1] ?? '')
  const id = at === undefined ? undefined : segments[at]
  if (at === undefined || id === undefined || !/^\d+$/.test(decoded(id).trim())) return path
  segments[at] = ANONYMIZED_SEGMENT
  return segments.join('/')
}

/**
 * The route to report for a page view (pathname and search of the hash route): every address in the path or
 * query masked as outbound links are, a position id masked, and the `recipient` parameter masked whatever it holds.
 */
export function anonymizePagePath(route: string): string {
  // An address in the text as written goes first, with any escape it starts inside (`%50x` + 40 hex digits
  // reads 'Px…' once decoded, `%30x…` reads '0x…'); the decoded parts are judged next.
  const pagePath = route.replace(RAW_ADDRESS, ANONYMIZED_SEGMENT)
  const queryStart = pagePath.indexOf('?')
  const path = queryStart === -1 ? pagePath : pagePath.slice(0, queryStart)
  const query =
    queryStart === -1 ? '' : maskQuery(new URLSearchParams(pagePath.slice(queryStart + 1)), PERSONAL_PARAMS)
  return `${maskPositionId(maskPath(path))}${query ? `?${query}` : ''}`
}
