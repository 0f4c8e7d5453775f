// Where a token list can come from (spec 1 §5 "List URL", §7 "Token lists"; gateways: facts §2.3).

export const IPFS_GATEWAYS = ['https://cloudflare-ipfs.com', 'https://ipfs.io'] as const

export type ListLocation =
  | { kind: 'https' | 'http'; url: string }
  | { kind: 'ipfs' | 'ipns'; url: string; path: string }
  | { kind: 'ens'; url: string; name: string; path: string }

// Dotted labels ending in .eth, then an optional path: 'tokens.example.eth', 'lists.foo.eth/default.json'.
const ENS_NAME = /^(?<name>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+eth)(?<path>\/\S*)?$/i

/** A list location the user typed, or null ('Enter valid list location'). */
export function parseListLocation(input: string): ListLocation | null {
  const url = input.trim()
  if (url === '') return null
  const ens = ENS_NAME.exec(url)
  if (ens?.groups?.name)
    return { kind: 'ens', url, name: ens.groups.name.toLowerCase(), path: ens.groups.path ?? '' }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  switch (parsed.protocol) {
    case 'https:':
    case 'http:':
      return parsed.hostname === '' ? null : { kind: parsed.protocol === 'https:' ? 'https' : 'http', url }
    case 'ipfs:':
    case 'ipns:': {
      const path = url.slice(parsed.protocol.length).replace(/^\/\//, '')
      return path === '' ? null : { kind: parsed.protocol === 'ipfs:' ? 'ipfs' : 'ipns', url, path }
    }
    default:
      return null
  }
}

/**
 * The HTTP URLs to try for a URI, in order: https as is; http as https first, then as typed; ipfs and
 * ipns through the two gateways; anything else none ('Unrecognized list URL protocol').
 */
export function uriToHttpUrls(uri: string): string[] {
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase()
  switch (protocol) {
    case 'https':
      return [uri]
    case 'http':
      return [`https${uri.slice(4)}`, uri]
    case 'ipfs':
    case 'ipns': {
      const path = uri.slice(protocol.length + 1).replace(/^\/\//, '')
      return path === '' ? [] : IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${path}/`)
    }
    default:
      return []
  }
}

/** Logo and link URLs are limited to https and ipfs (through the gateways). */
export function safeImageUrls(uri: string | undefined): string[] {
  if (!uri) return []
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase()
  return protocol === 'https' || protocol === 'ipfs' ? uriToHttpUrls(uri) : []
}
