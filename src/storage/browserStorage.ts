// The page's local storage, read through one guard. Where the browser refuses storage (a third-party frame with
// storage blocked, a locked-down browser, storage disabled) reading `window.localStorage` itself throws; every
// part of the app then works from memory for the session, and the shell says settings will not be kept.
import type { PageEvents, StorageLike } from './persistedStore.ts'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Where local storage is read from: the page (`globalThis`), or a stand-in in tests. */
export type StorageScope = { readonly localStorage?: KeyValueStorage | null }

type LocalStorageRead = { storage: KeyValueStorage; problem: null } | { storage: null; problem: string }

function readLocalStorage(scope: StorageScope): LocalStorageRead {
  try {
    const storage = scope.localStorage
    if (storage) return { storage, problem: null }
    return { storage: null, problem: 'no localStorage' }
  } catch (error) {
    return { storage: null, problem: error instanceof Error ? error.message : String(error) }
  }
}

/** The page's local storage, or null when the browser refuses it (reading it throws) or has none. */
export function localStorageOf(scope: StorageScope = globalThis): KeyValueStorage | null {
  return readLocalStorage(scope).storage
}

/** Whether what the app stores outlives the page. */
export function localStorageAvailable(scope: StorageScope = globalThis): boolean {
  return localStorageOf(scope) !== null
}

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * Storage for the persisted stores: local storage as it is (a refused write still throws, so the store can say
 * which key was not saved), or memory when the browser refuses local storage.
 */
export function browserStorage(
  log: (message: string) => void = console.warn,
  scope: StorageScope = globalThis,
): StorageLike {
  const read = readLocalStorage(scope)
  if (read.storage) return read.storage
  log(`Local storage is not available (${read.problem}): settings last for this session only.`)
  return memoryStorage()
}

/**
 * Storage that never throws, for libraries and small flags (wagmi's reconnect state, the test wallet's
 * authorization): local storage with its failures swallowed (a refused read is an empty one), or memory.
 */
export function guardedStorage(scope: StorageScope = globalThis): KeyValueStorage {
  const storage = localStorageOf(scope)
  if (!storage) return memoryStorage()
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value)
      } catch {
        // full or refused: kept nowhere, as a refused write always was
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key)
      } catch {
        // refused: nothing to undo
      }
    },
  }
}

export function browserPageEvents(): PageEvents | undefined {
  return typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as PageEvents) : undefined
}
