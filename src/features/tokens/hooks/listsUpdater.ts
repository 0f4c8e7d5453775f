// Keeps the lists fresh (spec 1 §4, facts §2.1): lists never loaded are fetched at once, all lists every
// 600,000 ms while the page is visible, and pending updates applied when autoUpdateDecision allows.
import type { TokenList } from '@uniswap/token-lists'
import { type EnsSource, fetchTokenList } from '../api/listFetcher.ts'
import {
  isNeverLoaded,
  keptPendingMessage,
  listsNeverLoaded,
  planPendingUpdates,
} from '../model/listsUpdate.ts'
import { appLists } from '../store/appLists.ts'
import type { ListsStore } from '../store/listsStore.ts'

export const LIST_REFRESH_MS = 600_000

let requestCount = 0

/** Fetches one list into a lists store; resolves with the list, rejects with the error it records. */
export async function fetchListInto(
  lists: ListsStore,
  url: string,
  fetchList: (url: string) => Promise<TokenList>,
): Promise<TokenList> {
  requestCount += 1
  const requestId = `${Date.now().toString(36)}-${requestCount}`
  lists.actions.pending(url, requestId)
  try {
    const list = await fetchList(url)
    lists.actions.fulfilled(url, list, requestId)
    return list
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    lists.actions.rejected(url, requestId, message)
    throw error
  }
}

/** Fetches one list into the app's lists store. */
export function fetchListIntoStore(url: string, ens: EnsSource): Promise<TokenList> {
  return fetchListInto(appLists(), url, (listUrl) => fetchTokenList(listUrl, ens))
}

export type ListsUpdaterOptions = {
  lists: ListsStore
  fetchList: (url: string) => Promise<TokenList>
  /** True while the page is hidden: the periodic refresh is skipped then. */
  isHidden?: () => boolean
  /** Where a pending update kept for the user is reported (once per list version). */
  logError?: (message: string) => void
  /** Where a failed fetch is reported (the store records its error). */
  logFetchFailure?: (url: string, message: string) => void
}

/** Runs the updater on a lists store until the returned stop is called. */
export function startListsUpdater({
  lists,
  fetchList,
  isHidden = () => false,
  logError = console.error,
  logFetchFailure = (url, message) => console.debug(`Token list ${url} not loaded:`, message),
}: ListsUpdaterOptions): () => void {
  const { store, actions } = lists
  const loggedKeptPending = new Set<string>()
  let running = true

  const fetchQuietly = (url: string) => {
    fetchListInto(lists, url, fetchList).catch((error: unknown) =>
      logFetchFailure(url, error instanceof Error ? error.message : String(error)),
    )
  }
  // One fetch starts per task: starting one (the store's listeners, a download or an ENS lookup set up) takes
  // the main thread a few milliseconds, and the seven default lists started together made one long task just
  // after the page's first render. The first starts at once; each next one in a task of its own.
  const queued = new Set<string>()
  let busy = false
  const startNext = () => {
    const [url] = queued
    if (url === undefined || !running) {
      busy = false
      return
    }
    queued.delete(url)
    // Looked at again when its turn comes: a list removed meanwhile is not brought back, one already loading
    // is not asked for twice.
    const entry = store.getState().byUrl[url]
    if (entry && !entry.loadingRequestId) fetchQuietly(url)
    setTimeout(startNext, 0)
  }
  const enqueue = (url: string) => {
    if (queued.has(url)) return
    queued.add(url)
    if (busy) return
    busy = true
    startNext()
  }
  const applyPendingUpdates = () => {
    const plan = planPendingUpdates(store.getState())
    // Accepting notifies the store's listeners at once, so a nested run may have applied this one already.
    for (const url of plan.apply) if (store.getState().byUrl[url]?.pendingUpdate) actions.acceptUpdate(url)
    for (const { url, version } of plan.keepPending) {
      const key = `${url}@${version}`
      if (loggedKeptPending.has(key)) continue
      loggedKeptPending.add(key)
      logError(keptPendingMessage(url))
    }
  }
  const fetchNeverLoaded = () => {
    // Each fetch notifies the listeners at once, so a nested run may have started this one already.
    for (const url of listsNeverLoaded(store.getState()))
      if (isNeverLoaded(store.getState().byUrl[url])) enqueue(url)
  }

  const unsubscribe = store.subscribe(() => {
    if (!running) return
    applyPendingUpdates()
    fetchNeverLoaded()
  })
  applyPendingUpdates()
  fetchNeverLoaded()
  const timer = setInterval(() => {
    if (isHidden()) return
    for (const url of Object.keys(store.getState().byUrl)) enqueue(url)
  }, LIST_REFRESH_MS)

  return () => {
    running = false
    clearInterval(timer)
    unsubscribe()
  }
}

/** One running instance of `start` however many hold it; it stops when the last holder releases. */
export function sharedRunner(start: () => () => void): () => () => void {
  let holders = 0
  let stop: (() => void) | null = null
  return () => {
    holders += 1
    if (holders === 1) stop = start()
    let released = false
    return () => {
      if (released) return
      released = true
      holders -= 1
      if (holders === 0) {
        stop?.()
        stop = null
      }
    }
  }
}

let currentEns: EnsSource = null

const retainAppUpdater = sharedRunner(() =>
  startListsUpdater({
    lists: appLists(),
    fetchList: (url) => fetchTokenList(url, currentEns),
    isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  }),
)

/**
 * Starts the app's updater (once, however many callers hold it) and returns its release. `ens` is the
 * latest ENS source for lists named by ENS.
 */
export function retainListsUpdater(ens: EnsSource): () => void {
  currentEns = ens
  return retainAppUpdater()
}
