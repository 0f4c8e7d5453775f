// Local-storage persistence for the app's own data (user settings, transactions, token lists): a versioned
// envelope per key, writes debounced by 1000 ms and flushed on `pagehide`, an immediate write on demand
// (a new transaction), other tabs' changes applied as they happen, and a value that cannot be read reset
// to that store's defaults alone, with a console message.
import { createStore, type StoreApi } from 'zustand/vanilla'

export const PERSIST_DEBOUNCE_MS = 1000

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** The page events persistence listens to (a window, or a stand-in in tests). */
export type PageEvents = {
  addEventListener(type: 'pagehide' | 'storage', listener: (event: Event) => void): void
  removeEventListener(type: 'pagehide' | 'storage', listener: (event: Event) => void): void
}

export type PersistCodec<T> = {
  /** The storage key, e.g. `dex:user`. */
  key: string
  /** Bumped when the stored shape changes incompatibly; other versions are reset, never misread. */
  version: number
  defaults: () => T
  /** A stored state read back, or null when it is not this store's shape. */
  parse: (raw: unknown) => T | null
  /** Rules applied to a stored state on every load (e.g. the settings migration). */
  migrate?: (state: T) => T
  /** How another tab's state joins this tab's (default: it replaces it). */
  merge?: (local: T, remote: T) => T
}

type Envelope = { version: number; state: unknown }

export type LoadResult<T> = { state: T; problem: string | null }

function describeProblem(key: string, why: string): string {
  return `Stored ${key} ${why}; it was reset to its defaults.`
}

/** Reads a store's saved state; anything unreadable yields the defaults and says why. */
export function loadPersisted<T>(storage: StorageLike, codec: PersistCodec<T>): LoadResult<T> {
  let text: string | null
  try {
    text = storage.getItem(codec.key)
  } catch {
    return { state: codec.defaults(), problem: describeProblem(codec.key, 'could not be read') }
  }
  if (text === null) return { state: codec.defaults(), problem: null }
  return decode(text, codec)
}

function decode<T>(text: string, codec: PersistCodec<T>): LoadResult<T> {
  let envelope: unknown
  try {
    envelope = JSON.parse(text)
  } catch {
    return { state: codec.defaults(), problem: describeProblem(codec.key, 'is not JSON') }
  }
  if (typeof envelope !== 'object' || envelope === null || !('version' in envelope) || !('state' in envelope))
    return { state: codec.defaults(), problem: describeProblem(codec.key, 'has no version') }
  const { version, state } = envelope as Envelope
  if (version !== codec.version) {
    // Only a number or a string is shown as it is: String() throws on a parsed object like {"toString": 0}.
    const shown =
      typeof version === 'number' || typeof version === 'string' ? String(version) : typeof version
    return {
      state: codec.defaults(),
      problem: describeProblem(codec.key, `has version ${shown}, expected ${codec.version}`),
    }
  }
  const parsed = codec.parse(state)
  if (parsed === null)
    return { state: codec.defaults(), problem: describeProblem(codec.key, 'has an unknown shape') }
  return { state: codec.migrate ? codec.migrate(parsed) : parsed, problem: null }
}

export type Persistence = {
  /** Writes the current state now (a pending debounced write is folded in). */
  flush: () => void
  /** Stops listening; a pending write is flushed first. */
  stop: () => void
}

export type PersistOptions = {
  storage: StorageLike
  events?: PageEvents
  debounceMs?: number
  log?: (message: string) => void
}

/**
 * Keeps `store` in `storage` under the codec's key. The store should have been created with
 * `loadPersisted(...).state`.
 */
export function persistStore<T>(
  store: StoreApi<T>,
  codec: PersistCodec<T>,
  options: PersistOptions,
): Persistence {
  const { storage, events, debounceMs = PERSIST_DEBOUNCE_MS, log = console.warn } = options
  let timer: ReturnType<typeof setTimeout> | null = null
  let applyingRemote = false
  let warnedWrite = false

  const write = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    try {
      storage.setItem(codec.key, JSON.stringify({ version: codec.version, state: store.getState() }))
    } catch (error) {
      // Quota exceeded or storage disabled (private mode): the app keeps working with what it holds in memory.
      if (!warnedWrite)
        log(`Could not save ${codec.key}: ${error instanceof Error ? error.message : String(error)}`)
      warnedWrite = true
    }
  }

  const unsubscribe = store.subscribe(() => {
    if (applyingRemote) return
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(write, debounceMs)
  })

  const onPageHide = () => {
    if (timer !== null) write()
  }
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== codec.key || newValue === null) return
    const loaded = decode(newValue, codec)
    if (loaded.problem) {
      log(`Ignored a change to ${codec.key} made in another tab: ${loaded.problem}`)
      return
    }
    applyingRemote = true
    try {
      store.setState(codec.merge ? codec.merge(store.getState(), loaded.state) : loaded.state, true)
    } finally {
      applyingRemote = false
    }
  }
  events?.addEventListener('pagehide', onPageHide)
  events?.addEventListener('storage', onStorage)

  return {
    flush: write,
    stop: () => {
      if (timer !== null) write()
      unsubscribe()
      events?.removeEventListener('pagehide', onPageHide)
      events?.removeEventListener('storage', onStorage)
    },
  }
}

export type PersistedStoreEnv = {
  storage: StorageLike
  events?: PageEvents
  log?: (message: string) => void
}

/**
 * A zustand store started from what `storage` holds for the codec (the defaults, with a console message,
 * when that cannot be read) and kept there from then on.
 */
export function createPersistedStore<T>(
  codec: PersistCodec<T>,
  env: PersistedStoreEnv,
): { store: StoreApi<T>; persistence: Persistence } {
  const log = env.log ?? console.warn
  const loaded = loadPersisted(env.storage, codec)
  if (loaded.problem) log(loaded.problem)
  const store = createStore<T>(() => loaded.state)
  const persistence = persistStore(store, codec, { storage: env.storage, events: env.events, log })
  return { store, persistence }
}
