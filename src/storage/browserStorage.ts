// The page's local storage, or memory when the browser refuses it (storage disabled, sandboxed frames):
// the app then keeps working for the session and says so once.
import type { PageEvents, StorageLike } from './persistedStore.ts'

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

export function browserStorage(log: (message: string) => void = console.warn): StorageLike {
  try {
    const storage = globalThis.localStorage
    if (storage) return storage
  } catch (error) {
    log(
      `Local storage is not available (${error instanceof Error ? error.message : String(error)}): settings last for this session only.`,
    )
  }
  return memoryStorage()
}

export function browserPageEvents(): PageEvents | undefined {
  return typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as PageEvents) : undefined
}
