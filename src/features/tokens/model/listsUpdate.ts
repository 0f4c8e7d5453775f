// The lists updater's decisions (spec 1 §4, facts §2.1): which lists to fetch at once, which pending updates
// to apply automatically, and which list a newly connected chain enables.
import { ARBITRUM_LIST, OPTIMISM_LIST } from './defaultLists.ts'
import { autoUpdateDecision, type ListEntry, type ListsState } from './lists.ts'

/** A list never loaded: no current list, not loading and no error. It is fetched at once. */
export function isNeverLoaded(entry: ListEntry | undefined): boolean {
  return entry !== undefined && !entry.current && !entry.loadingRequestId && !entry.error
}

export function listsNeverLoaded(state: ListsState): string[] {
  return Object.entries(state.byUrl)
    .filter(([, entry]) => isNeverLoaded(entry))
    .map(([url]) => url)
}

export type KeptPendingUpdate = { url: string; version: string }
export type PendingUpdatePlan = { apply: string[]; keepPending: KeptPendingUpdate[] }

/** Splits the pending updates into those applied automatically and those left for the user. */
export function planPendingUpdates(state: ListsState): PendingUpdatePlan {
  const plan: PendingUpdatePlan = { apply: [], keepPending: [] }
  for (const [url, entry] of Object.entries(state.byUrl)) {
    if (!entry.current || !entry.pendingUpdate) continue
    if (autoUpdateDecision(entry.current, entry.pendingUpdate) === 'apply') {
      plan.apply.push(url)
      continue
    }
    const { major, minor, patch } = entry.pendingUpdate.version
    plan.keepPending.push({ url, version: `${major}.${minor}.${patch}` })
  }
  return plan
}

/** The message logged when a pending update is kept because its version bump is too small. */
export function keptPendingMessage(url: string): string {
  return `List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`
}

const CHAIN_LISTS: Readonly<Record<number, string>> = {
  42161: ARBITRUM_LIST,
  421611: ARBITRUM_LIST,
  10: OPTIMISM_LIST,
  69: OPTIMISM_LIST,
}

/** The default list of a chain (facts §2.1): Arbitrum for 42161 and 421611, Optimism for 10 and 69. */
export function chainDefaultListUrl(chainId: number | undefined): string | null {
  return chainId === undefined ? null : (CHAIN_LISTS[chainId] ?? null)
}

/**
 * The list to enable when the connection's chain goes from `previous` to `next`: the new chain's default
 * list, once per chain connection (null while the chain stays the same).
 */
export function chainListToEnable(previous: number | undefined, next: number | undefined): string | null {
  return previous === next ? null : chainDefaultListUrl(next)
}
