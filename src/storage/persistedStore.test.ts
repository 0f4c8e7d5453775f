import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import {
  loadPersisted,
  type PageEvents,
  type PersistCodec,
  persistStore,
  type StorageLike,
} from './persistedStore.ts'

type Counter = { count: number }

const codec: PersistCodec<Counter> = {
  key: 'test:counter',
  version: 2,
  defaults: () => ({ count: 0 }),
  parse: (raw) =>
    typeof raw === 'object' && raw !== null && typeof (raw as Counter).count === 'number'
      ? { count: (raw as Counter).count }
      : null,
  migrate: (state) => ({ count: Math.max(0, state.count) }),
}

class MemoryStorage implements StorageLike {
  items = new Map<string, string>()
  writes = 0
  failWrites = false
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError')
    this.writes++
    this.items.set(key, value)
  }
}

class FakePage implements PageEvents {
  target = new EventTarget()
  addEventListener(type: string, listener: (event: Event) => void) {
    this.target.addEventListener(type, listener)
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.target.removeEventListener(type, listener)
  }
  storageChange(key: string, newValue: string | null) {
    const event = Object.assign(new Event('storage'), { key, newValue })
    this.target.dispatchEvent(event)
  }
}

const stored = (count: number, version = 2) => JSON.stringify({ version, state: { count } })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loading a persisted store', () => {
  it('starts from the defaults when nothing is stored, silently', () => {
    expect(loadPersisted(new MemoryStorage(), codec)).toEqual({ state: { count: 0 }, problem: null })
  })

  it('reads a stored state of its version and applies the migration', () => {
    const storage = new MemoryStorage()
    storage.items.set(codec.key, stored(-5))
    expect(loadPersisted(storage, codec)).toEqual({ state: { count: 0 }, problem: null })
    storage.items.set(codec.key, stored(7))
    expect(loadPersisted(storage, codec).state).toEqual({ count: 7 })
  })

  it('resets a corrupted, foreign or future-version value to the defaults and says why', () => {
    const storage = new MemoryStorage()
    for (const garbage of [
      '{not json',
      '"a string"',
      JSON.stringify({ count: 1 }),
      stored(3, 3),
      stored(3, 1),
    ]) {
      storage.items.set(codec.key, garbage)
      const loaded = loadPersisted(storage, codec)
      expect(loaded.state).toEqual({ count: 0 })
      expect(loaded.problem).toMatch(/test:counter .* reset to its defaults/)
    }
    storage.items.set(codec.key, JSON.stringify({ version: 2, state: { count: 'x' } }))
    expect(loadPersisted(storage, codec).problem).toMatch(/unknown shape/)
  })

  it('survives storage that throws on read', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(loadPersisted(storage, codec).state).toEqual({ count: 0 })
  })
})

describe('persisting a store', () => {
  it('debounces writes by 1000 ms', () => {
    const storage = new MemoryStorage()
    const store = createStore<Counter>(() => ({ count: 0 }))
    persistStore(store, codec, { storage })
    store.setState({ count: 1 })
    store.setState({ count: 2 })
    vi.advanceTimersByTime(999)
    expect(storage.writes).toBe(0)
    vi.advanceTimersByTime(1)
    expect(storage.writes).toBe(1)
    expect(storage.getItem(codec.key)).toBe(stored(2))
  })

  it('flush writes at once, and pagehide flushes a pending write', () => {
    const storage = new MemoryStorage()
    const page = new FakePage()
    const store = createStore<Counter>(() => ({ count: 0 }))
    const persistence = persistStore(store, codec, { storage, events: page })
    store.setState({ count: 1 })
    persistence.flush()
    expect(storage.getItem(codec.key)).toBe(stored(1))
    store.setState({ count: 2 })
    page.target.dispatchEvent(new Event('pagehide'))
    expect(storage.getItem(codec.key)).toBe(stored(2))
    vi.advanceTimersByTime(5000)
    expect(storage.writes).toBe(2)
  })

  it("applies another tab's change without writing it back, and ignores one it cannot read", () => {
    const storage = new MemoryStorage()
    const page = new FakePage()
    const log = vi.fn()
    const store = createStore<Counter>(() => ({ count: 0 }))
    persistStore(store, codec, { storage, events: page, log })
    page.storageChange(codec.key, stored(9))
    expect(store.getState()).toEqual({ count: 9 })
    vi.advanceTimersByTime(5000)
    expect(storage.writes).toBe(0)
    page.storageChange(codec.key, 'garbage')
    expect(store.getState()).toEqual({ count: 9 })
    expect(log).toHaveBeenCalledOnce()
    page.storageChange('other:key', stored(1))
    expect(store.getState()).toEqual({ count: 9 })
  })

  it("merges another tab's state when the store says how", () => {
    const page = new FakePage()
    const store = createStore<Counter>(() => ({ count: 4 }))
    persistStore(
      store,
      { ...codec, merge: (a, b) => ({ count: a.count + b.count }) },
      { storage: new MemoryStorage(), events: page },
    )
    page.storageChange(codec.key, stored(3))
    expect(store.getState()).toEqual({ count: 7 })
  })

  it('keeps working in memory when storage throws on write, logging once', () => {
    const storage = new MemoryStorage()
    storage.failWrites = true
    const log = vi.fn()
    const store = createStore<Counter>(() => ({ count: 0 }))
    const persistence = persistStore(store, codec, { storage, log })
    store.setState({ count: 1 })
    persistence.flush()
    store.setState({ count: 2 })
    persistence.flush()
    expect(store.getState()).toEqual({ count: 2 })
    expect(log).toHaveBeenCalledOnce()
  })
})
