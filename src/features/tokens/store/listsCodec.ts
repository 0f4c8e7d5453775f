// How the lists state is stored (`dex:lists`): the shape is checked on read, and the default lists are
// reconciled on every load (facts §16).
import type { TokenList } from '@uniswap/token-lists'
import type { PersistCodec } from '../../../storage/persistedStore.ts'
import {
  initialListsState,
  type ListDefaults,
  type ListEntry,
  type ListsState,
  reconcileDefaultLists,
} from '../model/lists.ts'

export const LISTS_STORAGE_KEY = 'dex:lists'
export const LISTS_STORAGE_VERSION = 1

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function isList(v: unknown): v is TokenList {
  return (
    isObject(v) &&
    typeof v.name === 'string' &&
    isObject(v.version) &&
    typeof v.version.major === 'number' &&
    Array.isArray(v.tokens)
  )
}

function parseEntry(raw: unknown): ListEntry | null {
  if (!isObject(raw)) return null
  const current = raw.current === null || raw.current === undefined ? null : raw.current
  const pending = raw.pendingUpdate === null || raw.pendingUpdate === undefined ? null : raw.pendingUpdate
  if ((current !== null && !isList(current)) || (pending !== null && !isList(pending))) return null
  // A request in flight when the page closed never finishes: it is forgotten.
  return {
    current,
    pendingUpdate: pending,
    loadingRequestId: null,
    error: typeof raw.error === 'string' ? raw.error : null,
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

export function parseListsState(raw: unknown): ListsState | null {
  if (!isObject(raw) || !isObject(raw.byUrl) || !isStringArray(raw.activeListUrls)) return null
  const entries: [string, ListEntry][] = []
  for (const [url, value] of Object.entries(raw.byUrl)) {
    const entry = parseEntry(value)
    if (!entry) return null
    entries.push([url, entry])
  }
  // Own properties only: a stored '__proto__' URL stays a key, and 'toString' is no list the state holds.
  const byUrl: Record<string, ListEntry> = Object.fromEntries(entries)
  const last = raw.lastInitializedDefaultListOfLists
  return {
    byUrl,
    activeListUrls: raw.activeListUrls.filter((url) => Object.hasOwn(byUrl, url)),
    lastInitializedDefaultListOfLists: isStringArray(last) ? last : null,
  }
}

export function listsCodec(defaults: ListDefaults): PersistCodec<ListsState> {
  return {
    key: LISTS_STORAGE_KEY,
    version: LISTS_STORAGE_VERSION,
    defaults: () => initialListsState(defaults),
    parse: parseListsState,
    migrate: (state) => reconcileDefaultLists(state, defaults),
  }
}
