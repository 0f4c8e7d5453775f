// Token lists as per-chain maps of tokens, merged by priority (facts §2.1: active lists over the bundled
// default list; the first list holding an address wins).
import type { TokenList } from '@uniswap/token-lists'
import { getAddress, isAddress } from 'viem'
import type { TokenCurrency } from './currency.ts'

/** A token with the list it came from. */
export type ListToken = TokenCurrency & { listName: string }

export type TokenMap = Readonly<Record<number, Readonly<Record<string, ListToken>>>>

const cache = new WeakMap<TokenList, TokenMap>()

/** The list's tokens by chain id and lower-case address; tokens with invalid addresses are dropped. */
export function listToTokenMap(list: TokenList): TokenMap {
  const cached = cache.get(list)
  if (cached) return cached
  const map: Record<number, Record<string, ListToken>> = {}
  for (const info of list.tokens) {
    if (!isAddress(info.address, { strict: false })) continue
    const key = info.address.toLowerCase()
    const byAddress = map[info.chainId] ?? {}
    map[info.chainId] = byAddress
    if (byAddress[key]) continue
    const tags = (info.tags ?? []).map((id) => list.tags?.[id]?.name ?? id)
    byAddress[key] = {
      kind: 'token',
      chainId: info.chainId,
      address: getAddress(info.address),
      decimals: info.decimals,
      symbol: info.symbol,
      name: info.name,
      ...(info.logoURI ? { logoURI: info.logoURI } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      listName: list.name,
    }
  }
  cache.set(list, map)
  return map
}

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
    return {}
  }
}

/** Merges maps; for the same chain and address the earlier map wins. */
export function combineTokenMaps(maps: readonly TokenMap[]): TokenMap {
  const out: Record<number, Record<string, ListToken>> = {}
  for (const map of [...maps].reverse()) {
    for (const [chainId, tokens] of Object.entries(map)) {
      out[Number(chainId)] = { ...out[Number(chainId)], ...tokens }
    }
  }
  return out
}

export function tokensOfChain(map: TokenMap, chainId: number | undefined): ListToken[] {
  return chainId === undefined ? [] : Object.values(map[chainId] ?? {})
}
