// Token lists as per-chain maps of tokens, merged by priority (facts §2.1: active lists over the bundled
// default list; the first list holding an address wins). The maps are `Map`s: a list's chain id or address
// is never a property name, so a token with chain id '__proto__' cannot reach Object.prototype. Each token is
// checked on its own (a malformed one is left out, the rest of its list kept) and its texts are cleaned.
import type { TokenList } from '@uniswap/token-lists'
import { getAddress, isAddress } from 'viem'
import { LABEL_MAX_LENGTH } from '../../../lib/textCaps.ts'
import { tokenNameText, tokenSymbolText } from '../../../lib/tokenText.ts'
import { cleanText } from '../../../lib/untrustedText.ts'
import type { TokenCurrency } from './currency.ts'

/** A token with the list it came from. */
export type ListToken = TokenCurrency & { listName: string }

/** Tokens by chain id, then by lower-case address. */
export type TokenMap = ReadonlyMap<number, ReadonlyMap<string, ListToken>>

const cache = new WeakMap<object, TokenMap>()

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isDecimals = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255

/** A tag id's name from the list's own tag definitions (never an inherited property), else the id. */
function tagName(tags: unknown, id: unknown): string {
  const definition =
    isRecord(tags) && typeof id === 'string' && Object.hasOwn(tags, id) ? tags[id] : undefined
  return cleanText(isRecord(definition) ? definition.name : id, LABEL_MAX_LENGTH)
}

/** One entry of a list's `tokens` as a token, or null when it is not a well-formed token. */
export function listTokenOf(info: unknown, list: { name?: unknown; tags?: unknown }): ListToken | null {
  if (!isRecord(info)) return null
  const { chainId, address, decimals, logoURI } = info
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return null
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || !isDecimals(decimals))
    return null
  const tags = Array.isArray(info.tags)
    ? info.tags.map((id: unknown) => tagName(list.tags, id)).filter((tag) => tag !== '')
    : []
  return {
    kind: 'token',
    chainId,
    address: getAddress(address),
    decimals,
    symbol: tokenSymbolText(info.symbol),
    name: tokenNameText(info.name),
    ...(typeof logoURI === 'string' && logoURI !== '' ? { logoURI } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    listName: cleanText(list.name, LABEL_MAX_LENGTH),
  }
}

/** The list's tokens by chain id and lower-case address; malformed tokens are left out. */
export function listToTokenMap(list: TokenList): TokenMap {
  if (!isRecord(list) || !Array.isArray(list.tokens)) throw new TypeError('A token list has no tokens array')
  const cached = cache.get(list)
  if (cached) return cached
  const map = new Map<number, Map<string, ListToken>>()
  for (const info of list.tokens as unknown[]) {
    const token = listTokenOf(info, list)
    if (!token) continue
    let byAddress = map.get(token.chainId)
    if (!byAddress) {
      byAddress = new Map()
      map.set(token.chainId, byAddress)
    }
    const key = token.address.toLowerCase()
    if (!byAddress.has(key)) byAddress.set(key, token)
  }
  cache.set(list, map)
  return map
}

const EMPTY: TokenMap = new Map()

/**
 * A stored or fetched list as a token map, or an empty map with the spec's message when it cannot be one (a
 * malformed stored list must not stop the app from showing the others).
 */
export function tokenMapOrEmpty(
  list: TokenList,
  log: (message: string, error: unknown) => void = console.error,
): TokenMap {
  try {
    return listToTokenMap(list)
  } catch (error) {
    log('Could not show token list due to error', error)
    return EMPTY
  }
}

/** Merges maps; for the same chain and address the earlier map wins. */
export function combineTokenMaps(maps: readonly TokenMap[]): TokenMap {
  const out = new Map<number, Map<string, ListToken>>()
  // From the last map to the first, each later write replacing the token but keeping its place (the order the
  // selector has always listed tokens in).
  for (const map of [...maps].reverse()) {
    for (const [chainId, tokens] of map) {
      let byAddress = out.get(chainId)
      if (!byAddress) {
        byAddress = new Map()
        out.set(chainId, byAddress)
      }
      for (const [address, token] of tokens) byAddress.set(address, token)
    }
  }
  return out
}

export function tokensOfChain(map: TokenMap, chainId: number | undefined): ListToken[] {
  return chainId === undefined ? [] : [...(map.get(chainId)?.values() ?? [])]
}
