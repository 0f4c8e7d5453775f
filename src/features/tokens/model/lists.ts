// The token lists state and its transitions (spec 1 §3 "Token list", §4 "Token list fetch"; facts §2, §16).
import { getVersionUpgrade, minVersionBump, type TokenList, VersionUpgrade } from '@uniswap/token-lists'

export type ListEntry = {
  current: TokenList | null
  pendingUpdate: TokenList | null
  loadingRequestId: string | null
  error: string | null
}

export type ListsState = {
  byUrl: Record<string, ListEntry>
  activeListUrls: string[]
  /** The default list URLs this state was last reconciled with (null: never). */
  lastInitializedDefaultListOfLists: string[] | null
}

export type ListDefaults = { all: readonly string[]; active: readonly string[] }

const EMPTY_ENTRY: ListEntry = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }

export function initialListsState(defaults: ListDefaults): ListsState {
  return {
    byUrl: Object.fromEntries(defaults.all.map((url) => [url, EMPTY_ENTRY])),
    activeListUrls: [...defaults.active],
    lastInitializedDefaultListOfLists: [...defaults.all],
  }
}

const withEntry = (state: ListsState, url: string, entry: ListEntry): ListsState => ({
  ...state,
  byUrl: { ...state.byUrl, [url]: entry },
})

export function fetchPending(state: ListsState, url: string, requestId: string): ListsState {
  return withEntry(state, url, {
    ...(state.byUrl[url] ?? EMPTY_ENTRY),
    loadingRequestId: requestId,
    error: null,
  })
}

/**
 * A fetched list: the current list when there is none (activated if it is a default-active list), a
 * pending update when its version differs, nothing when the version is unchanged.
 */
export function fetchFulfilled(
  state: ListsState,
  url: string,
  list: TokenList,
  requestId: string,
  defaultActive: readonly string[],
): ListsState {
  const entry = state.byUrl[url] ?? EMPTY_ENTRY
  if (entry.current) {
    if (getVersionUpgrade(entry.current.version, list.version) === VersionUpgrade.NONE)
      return entry.loadingRequestId === requestId
        ? withEntry(state, url, { ...entry, loadingRequestId: null })
        : state
    if (entry.loadingRequestId !== null && entry.loadingRequestId !== requestId) return state
    return withEntry(state, url, {
      current: entry.current,
      pendingUpdate: list,
      loadingRequestId: null,
      error: null,
    })
  }
  const activated =
    defaultActive.includes(url) && !state.activeListUrls.includes(url)
      ? [...state.activeListUrls, url]
      : state.activeListUrls
  return {
    ...withEntry(state, url, { current: list, pendingUpdate: null, loadingRequestId: null, error: null }),
    activeListUrls: activated,
  }
}

/** A failed fetch records its error only when it is the latest request; a list already held is kept. */
export function fetchRejected(state: ListsState, url: string, requestId: string, error: string): ListsState {
  const entry = state.byUrl[url]
  if (!entry || entry.loadingRequestId !== requestId) return state
  return withEntry(state, url, { ...entry, loadingRequestId: null, error })
}

export class NoPendingUpdateError extends Error {
  constructor() {
    super('accept list update called without pending update')
    this.name = 'NoPendingUpdateError'
  }
}

export function acceptListUpdate(state: ListsState, url: string): ListsState {
  const entry = state.byUrl[url]
  if (!entry?.pendingUpdate) throw new NoPendingUpdateError()
  return withEntry(state, url, { ...entry, current: entry.pendingUpdate, pendingUpdate: null })
}

export function addList(state: ListsState, url: string): ListsState {
  return state.byUrl[url] ? state : withEntry(state, url, EMPTY_ENTRY)
}

/** Removes a list; the last remaining one cannot be removed. */
export function removeList(state: ListsState, url: string): ListsState {
  if (!state.byUrl[url] || Object.keys(state.byUrl).length <= 1) return state
  const { [url]: _removed, ...byUrl } = state.byUrl
  return { ...state, byUrl, activeListUrls: state.activeListUrls.filter((u) => u !== url) }
}

export function enableList(state: ListsState, url: string): ListsState {
  const withList = addList(state, url)
  return withList.activeListUrls.includes(url)
    ? withList
    : { ...withList, activeListUrls: [...withList.activeListUrls, url] }
}

export function disableList(state: ListsState, url: string): ListsState {
  return { ...state, activeListUrls: state.activeListUrls.filter((u) => u !== url) }
}

/**
 * On an app version change: a state that never recorded the defaults is reset to them; otherwise new
 * defaults are added, dropped defaults removed, and the default active list activated if none is active.
 */
export function reconcileDefaultLists(state: ListsState, defaults: ListDefaults): ListsState {
  const previous = state.lastInitializedDefaultListOfLists
  if (previous === null) return initialListsState(defaults)
  let next: ListsState = { ...state, byUrl: { ...state.byUrl } }
  for (const url of defaults.all) if (!next.byUrl[url]) next.byUrl[url] = EMPTY_ENTRY
  for (const url of previous) {
    if (defaults.all.includes(url)) continue
    const { [url]: _dropped, ...byUrl } = next.byUrl
    next = { ...next, byUrl, activeListUrls: next.activeListUrls.filter((u) => u !== url) }
  }
  if (next.activeListUrls.length === 0) next = { ...next, activeListUrls: [...defaults.active] }
  return { ...next, lastInitializedDefaultListOfLists: [...defaults.all] }
}

export type AutoUpdate = 'apply' | 'keep-pending'

/**
 * A pending update is applied automatically when its version bump is major, or when a minor or patch
 * bump is at least as large as the change in tokens requires; otherwise it stays pending (and the caller
 * logs an error).
 */
export function autoUpdateDecision(current: TokenList, pending: TokenList): AutoUpdate {
  const bump = getVersionUpgrade(current.version, pending.version)
  if (bump === VersionUpgrade.MAJOR) return 'apply'
  if (bump === VersionUpgrade.NONE) return 'keep-pending'
  return bump >= minVersionBump(current.tokens, pending.tokens) ? 'apply' : 'keep-pending'
}
