// Tokens by chain: the active lists merged over the bundled default list, the user's imported tokens, the
// inactive lists' tokens (for search) and the unsupported tokens.
import { useMemo } from 'react'
import { useUserSettings } from '../../settings/index.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { UNSUPPORTED_LIST_URLS } from '../model/defaultLists.ts'
import {
  combineTokenMaps,
  type ListToken,
  listToTokenMap,
  type TokenMap,
  tokenMapOrEmpty,
  tokensOfChain,
} from '../model/tokenMaps.ts'
import { toTokenCurrency } from '../store/userTokens.ts'
import { useBundledLists } from './bundledLists.ts'
import { useListContents, useListsState, useUserLists } from './useLists.ts'

export function useActiveTokenMap(): TokenMap {
  const lists = useListContents(true)
  const bundled = useBundledLists()
  return useMemo(
    () =>
      combineTokenMaps([
        ...lists.map((list) => tokenMapOrEmpty(list)),
        ...(bundled ? [listToTokenMap(bundled.defaultList)] : []),
      ]),
    [lists, bundled],
  )
}

export function useActiveTokens(chainId: number | undefined): ListToken[] {
  const map = useActiveTokenMap()
  return useMemo(() => tokensOfChain(map, chainId), [map, chainId])
}

export function useInactiveTokens(chainId: number | undefined): ListToken[] {
  const lists = useListContents(false)
  return useMemo(
    () => tokensOfChain(combineTokenMaps(lists.map((list) => tokenMapOrEmpty(list))), chainId),
    [lists, chainId],
  )
}

export function useUserTokens(chainId: number | undefined): TokenCurrency[] {
  const saved = useUserSettings((s) => s.tokens)
  return useMemo(
    () => (chainId === undefined ? [] : Object.values(saved[chainId] ?? {}).map(toTokenCurrency)),
    [saved, chainId],
  )
}

const NO_TOKENS: ReadonlyMap<string, ListToken> = new Map()

/** Tokens the swap refuses ('Unsupported Asset'): the broken list, the bundled list, then the remote one. */
export function useUnsupportedTokens(chainId: number | undefined): ReadonlyMap<string, ListToken> {
  const state = useListsState()
  const bundled = useBundledLists()
  return useMemo(() => {
    const remote = UNSUPPORTED_LIST_URLS.flatMap((url) => {
      const list = state.byUrl[url]?.current
      return list ? [tokenMapOrEmpty(list)] : []
    })
    const fixed = bundled ? [listToTokenMap(bundled.broken), listToTokenMap(bundled.unsupported)] : []
    const map = combineTokenMaps([...fixed, ...remote])
    return (chainId === undefined ? undefined : map.get(chainId)) ?? NO_TOKENS
  }, [state, chainId, bundled])
}

/**
 * Whether the active lists are in: the bundled default list is loaded and every active list has been
 * fetched once (or failed). Until then a token missing from them may still be on one.
 */
export function useActiveListsSettled(): boolean {
  const lists = useUserLists()
  const bundled = useBundledLists()
  return (
    bundled !== null && lists.every((l) => !l.active || l.entry.current !== null || l.entry.error !== null)
  )
}
