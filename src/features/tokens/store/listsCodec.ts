// How the lists state is stored (`dex:lists`): the shape is checked on read, every stored list goes through the
// same validation as a downloaded one (schema, checksums, duplicates), and the default lists are reconciled on
// every load (facts §16). The same parse applies to another tab's write.
import type { TokenList } from '@uniswap/token-lists'
import type { PersistCodec } from '../../../storage/persistedStore.ts'
import {
  initialListsState,
  type ListDefaults,
  type ListEntry,
  type ListsState,
  reconcileDefaultLists,
} from '../model/lists.ts'
import { type SchemaValidator, validateTokenList } from '../model/validateTokenList.ts'

export const LISTS_STORAGE_KEY = 'dex:lists'
export const LISTS_STORAGE_VERSION = 1

export type StoredListsCheck = {
  /** The token-list schema validator, the one downloaded lists are checked with. */
  validate: SchemaValidator
  /** Where a dropped stored list is reported. */
  log?: (message: string) => void
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

type StoredList = { list: TokenList } | { error: string }

function checkStoredList(raw: unknown, validate: SchemaValidator): StoredList {
  try {
    const result = validateTokenList(raw, validate)
    return result.ok ? { list: result.list } : { error: result.error }
  } catch (error) {
    return {
      error: `Token list failed validation: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

const NEVER_FETCHED: ListEntry = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }

/**
 * A stored entry; a stored list that fails validation is dropped: a bad current list leaves the URL as if never
 * fetched (so it is fetched again), a bad pending update is forgotten.
 */
function parseEntry(url: string, raw: unknown, check: StoredListsCheck): ListEntry | null {
  if (!isObject(raw)) return null
  const log = check.log ?? console.warn
  const stored = (value: unknown, dropped: string): TokenList | null => {
    if (value === null || value === undefined) return null
    const checked = checkStoredList(value, check.validate)
    if ('list' in checked) return checked.list
    log(`${dropped}: ${checked.error}`)
    return null
  }
  const current = stored(raw.current, `Stored token list ${url} dropped, it will be fetched again`)
  if (current === null && raw.current !== null && raw.current !== undefined) return NEVER_FETCHED
  // A request in flight when the page closed never finishes: it is forgotten.
  return {
    current,
    pendingUpdate: stored(raw.pendingUpdate, `Stored update of token list ${url} dropped`),
    loadingRequestId: null,
    error: typeof raw.error === 'string' ? raw.error : null,
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

export function parseListsState(raw: unknown, check: StoredListsCheck): ListsState | null {
  if (!isObject(raw) || !isObject(raw.byUrl) || !isStringArray(raw.activeListUrls)) return null
  const entries: [string, ListEntry][] = []
  for (const [url, value] of Object.entries(raw.byUrl)) {
    const entry = parseEntry(url, value, check)
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

export function listsCodec(defaults: ListDefaults, check: StoredListsCheck): PersistCodec<ListsState> {
  return {
    key: LISTS_STORAGE_KEY,
    version: LISTS_STORAGE_VERSION,
    defaults: () => initialListsState(defaults),
    parse: (raw) => parseListsState(raw, check),
    migrate: (state) => reconcileDefaultLists(state, defaults),
  }
}
