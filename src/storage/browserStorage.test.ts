import { describe, expect, it, vi } from 'vitest'
import {
  browserStorage,
  guardedStorage,
  type KeyValueStorage,
  localStorageAvailable,
  localStorageOf,
  type StorageScope,
} from './browserStorage.ts'

/** A page whose `localStorage` getter throws, as in a third-party frame with storage blocked. */
function blockedScope(): StorageScope {
  return Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
}

function workingStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** Local storage that exists but refuses every call (storage full, or refused after the getter). */
function refusingStorage(): KeyValueStorage {
  const refuse = () => {
    throw new DOMException('exceeded the quota', 'QuotaExceededError')
  }
  return { getItem: refuse, setItem: refuse, removeItem: refuse }
}

describe('the local storage accessor', () => {
  it('is the page storage when the browser allows it', () => {
    const storage = workingStorage()
    expect(localStorageOf({ localStorage: storage })).toBe(storage)
    expect(localStorageAvailable({ localStorage: storage })).toBe(true)
  })

  it('is null, without throwing, when reading localStorage itself throws', () => {
    expect(() => localStorageOf(blockedScope())).not.toThrow()
    expect(localStorageOf(blockedScope())).toBeNull()
    expect(localStorageAvailable(blockedScope())).toBe(false)
  })

  it('is null where there is no local storage at all', () => {
    expect(localStorageOf({})).toBeNull()
    expect(localStorageOf({ localStorage: null })).toBeNull()
    expect(localStorageAvailable({})).toBe(false)
  })
})

describe('browserStorage (the persisted stores)', () => {
  it('passes the page storage through, refused writes included', () => {
    const storage = workingStorage()
    const log = vi.fn()
    expect(browserStorage(log, { localStorage: storage })).toBe(storage)
    const refusing = refusingStorage()
    expect(() => browserStorage(log, { localStorage: refusing }).setItem('dex:user', '{}')).toThrow(
      'exceeded the quota',
    )
    expect(log).not.toHaveBeenCalled()
  })

  it('keeps values in memory for the session when the getter throws, and says why', () => {
    const log = vi.fn()
    const storage = browserStorage(log, blockedScope())
    expect(storage.getItem('dex:user')).toBeNull()
    storage.setItem('dex:user', '{"version":1}')
    expect(storage.getItem('dex:user')).toBe('{"version":1}')
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'Local storage is not available (The operation is insecure.): settings last for this session only.',
    )
  })
})

describe('guardedStorage (libraries and flags)', () => {
  it('reads and writes the page storage when the browser allows it', () => {
    const page = workingStorage()
    const storage = guardedStorage({ localStorage: page })
    storage.setItem('wagmi.recentConnectorId', '"injected"')
    expect(page.items.get('wagmi.recentConnectorId')).toBe('"injected"')
    expect(storage.getItem('wagmi.recentConnectorId')).toBe('"injected"')
    storage.removeItem('wagmi.recentConnectorId')
    expect(page.items.has('wagmi.recentConnectorId')).toBe(false)
  })

  it('works from memory when the getter throws', () => {
    const storage = guardedStorage(blockedScope())
    expect(storage.getItem('localTestWallet.authorized')).toBeNull()
    storage.setItem('localTestWallet.authorized', 'true')
    expect(storage.getItem('localTestWallet.authorized')).toBe('true')
    storage.removeItem('localTestWallet.authorized')
    expect(storage.getItem('localTestWallet.authorized')).toBeNull()
  })

  it('never throws when the storage refuses a call: a refused read is an empty one', () => {
    const storage = guardedStorage({ localStorage: refusingStorage() })
    expect(storage.getItem('k')).toBeNull()
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(() => storage.removeItem('k')).not.toThrow()
  })
})
