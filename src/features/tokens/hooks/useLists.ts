import type { TokenList } from '@uniswap/token-lists'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { sortByListPriority, UNSUPPORTED_LIST_URLS } from '../model/defaultLists.ts'
import type { ListEntry, ListsState } from '../model/lists.ts'
import { appLists } from '../store/appLists.ts'

export function useListsState(): ListsState {
  return useStore(appLists().store)
}

export function useListsActions() {
  return appLists().actions
}

export type ListView = { url: string; entry: ListEntry; active: boolean }

/** The user-visible lists (not the unsupported-token list), in priority order. */
export function useUserLists(): ListView[] {
  const state = useListsState()
  return useMemo(() => {
    const urls = sortByListPriority(
      Object.keys(state.byUrl).filter((url) => !UNSUPPORTED_LIST_URLS.includes(url)),
      appLists().defaults,
    )
    return urls.flatMap((url) => {
      const entry = state.byUrl[url]
      return entry ? [{ url, entry, active: state.activeListUrls.includes(url) }] : []
    })
  }, [state])
}

/** The current lists of the active (or inactive) user lists, in priority order. */
export function useListContents(active: boolean): TokenList[] {
  const lists = useUserLists()
  return useMemo(
    () => lists.flatMap((l) => (l.active === active && l.entry.current ? [l.entry.current] : [])),
    [lists, active],
  )
}
