// Keeps the lists fresh (spec 1 §4, facts §2.1): lists never loaded are fetched at once, all lists every
// 600,000 ms while the page is visible, and pending updates applied when autoUpdateDecision allows.
import { type EnsSource, fetchTokenList } from '../api/listFetcher.ts'
import { autoUpdateDecision } from '../model/lists.ts'
import { appLists } from '../store/appLists.ts'

export const LIST_REFRESH_MS = 600_000

let requestCount = 0

/** Fetches one list into the store; resolves with the list, rejects with the store's error. */
export async function fetchListIntoStore(url: string, ens: EnsSource) {
  const { actions } = appLists()
  requestCount += 1
  const requestId = `${Date.now().toString(36)}-${requestCount}`
  actions.pending(url, requestId)
  try {
    const list = await fetchTokenList(url, ens)
    actions.fulfilled(url, list, requestId)
    return list
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    actions.rejected(url, requestId, message)
    throw error
  }
}

function fetchQuietly(url: string, ens: EnsSource): void {
  fetchListIntoStore(url, ens).catch((error: unknown) =>
    console.debug(`Token list ${url} not loaded:`, error instanceof Error ? error.message : error),
  )
}

const loggedKeptPending = new Set<string>()

function applyPendingUpdates(): void {
  const { store, actions } = appLists()
  for (const [url, entry] of Object.entries(store.getState().byUrl)) {
    if (!entry.current || !entry.pendingUpdate) continue
    if (autoUpdateDecision(entry.current, entry.pendingUpdate) === 'apply') {
      actions.acceptUpdate(url)
      continue
    }
    const v = entry.pendingUpdate.version
    const key = `${url}@${v.major}.${v.minor}.${v.patch}`
    if (loggedKeptPending.has(key)) continue
    loggedKeptPending.add(key)
    console.error(
      `List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`,
    )
  }
}

function fetchNeverLoaded(ens: EnsSource): void {
  for (const [url, entry] of Object.entries(appLists().store.getState().byUrl)) {
    if (!entry.current && !entry.loadingRequestId && !entry.error) fetchQuietly(url, ens)
  }
}

let holders = 0
let currentEns: EnsSource = null
let stopRunning: (() => void) | null = null

/**
 * Starts the updater (once, however many callers hold it) and returns its release. `ens` is the latest
 * ENS source for lists named by ENS.
 */
export function retainListsUpdater(ens: EnsSource): () => void {
  currentEns = ens
  holders += 1
  if (holders === 1) {
    const { store } = appLists()
    applyPendingUpdates()
    const unsubscribe = store.subscribe(() => {
      applyPendingUpdates()
      fetchNeverLoaded(currentEns)
    })
    fetchNeverLoaded(ens)
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
      for (const url of Object.keys(store.getState().byUrl)) fetchQuietly(url, currentEns)
    }, LIST_REFRESH_MS)
    stopRunning = () => {
      clearInterval(timer)
      unsubscribe()
    }
  }
  return () => {
    holders -= 1
    if (holders === 0) {
      stopRunning?.()
      stopRunning = null
    }
  }
}
