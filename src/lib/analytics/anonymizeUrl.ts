// Outbound links to block explorers carry the user's addresses and transaction hashes; analytics gets the
// link with those masked (facts §3.4), so a page of the explorer is counted without saying whose it was.
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

function mask(value: string): string {
  return HEX_SEGMENT.test(value) ? ANONYMIZED_SEGMENT : value
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
  const path = url.pathname.split('/').map(mask).join('/')
  // Query values too (`/token/0x…?a=0x…` names the account): stricter than the path rule of the spec.
  const params = new URLSearchParams()
  for (const [key, value] of url.searchParams) params.append(key, mask(value))
  const query = params.toString()
  return `${url.origin}${path}${query ? `?${query}` : ''}${url.hash}`
}
