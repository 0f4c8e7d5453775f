import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../../../storage/persistedStore.ts'
import { listDefaults } from '../model/defaultLists.ts'
import { LISTS_STORAGE_KEY } from './listsCodec.ts'
import { createListsStore } from './listsStore.ts'

const LOCAL = 'http://127.0.0.1:4173/devchain.tokenlist.json'
const defaults = listDefaults(LOCAL)

function memory(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

const list = (minor: number, symbols: string[]): TokenList => ({
  name: 'L',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor, patch: 0 },
  tokens: symbols.map((symbol, i) => ({
    chainId: 1,
    address: `0x${String(i + 1).padStart(40, '0')}`,
    symbol,
    name: symbol,
    decimals: 18,
  })),
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('lists store', () => {
  it('starts with the default lists, exactly one active: the devchain list on a local build', () => {
    const { store } = createListsStore({ defaults, validate, storage: memory() })
    expect(Object.keys(store.getState().byUrl)).toEqual(defaults.all)
    expect(store.getState().activeListUrls).toEqual([LOCAL])
    expect(listDefaults(null).active).toEqual(['https://www.gemini.com/uniswap/manifest.json'])
  })

  it('fulfilled stores and activates a default-active list; a new version becomes a pending update', () => {
    const { store, actions } = createListsStore({ defaults, validate, storage: memory() })
    actions.pending(LOCAL, 'a')
    actions.fulfilled(LOCAL, list(0, ['A']), 'a')
    expect(store.getState().byUrl[LOCAL]?.current?.tokens).toHaveLength(1)
    actions.pending(LOCAL, 'b')
    actions.fulfilled(LOCAL, list(1, ['A', 'B']), 'b')
    expect(store.getState().byUrl[LOCAL]?.pendingUpdate?.version.minor).toBe(1)
    actions.acceptUpdate(LOCAL)
    expect(store.getState().byUrl[LOCAL]?.current?.version.minor).toBe(1)
    expect(() => actions.acceptUpdate(LOCAL)).toThrow('accept list update called without pending update')
  })

  it('is written after 1000 ms and read back by a new store (persistence)', () => {
    const storage = memory()
    const first = createListsStore({ defaults, validate, storage })
    first.actions.add('https://example.com/mine.json')
    expect(storage.items.has(LISTS_STORAGE_KEY)).toBe(false)
    vi.advanceTimersByTime(1000)
    const second = createListsStore({ defaults, validate, storage })
    expect(second.store.getState().byUrl['https://example.com/mine.json']).toBeDefined()
  })

  it('reconciles the default lists on load: a dropped default is removed, a new one added', () => {
    const storage = memory()
    const old = { all: [...defaults.all, 'https://old.example/list.json'], active: defaults.active }
    createListsStore({ defaults: old, validate, storage }).store.setState((s) => s)
    const withOld = createListsStore({ defaults: old, validate, storage })
    withOld.actions.add('https://x.example/l.json')
    vi.advanceTimersByTime(1000)
    const now = createListsStore({ defaults, validate, storage })
    expect(now.store.getState().byUrl['https://old.example/list.json']).toBeUndefined()
    expect(now.store.getState().byUrl['https://x.example/l.json']).toBeDefined()
  })

  it('resets a corrupted stored value with a console message', () => {
    const storage = memory()
    storage.setItem(LISTS_STORAGE_KEY, JSON.stringify({ version: 1, state: { byUrl: 5 } }))
    const log = vi.fn()
    const { store } = createListsStore({ defaults, validate, storage, log })
    expect(store.getState().activeListUrls).toEqual([LOCAL])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('reset to its defaults'))
  })

  it('cannot remove the last list', () => {
    const { store, actions } = createListsStore({
      defaults: { all: [LOCAL], active: [LOCAL] },
      validate,
      storage: memory(),
    })
    actions.remove(LOCAL)
    expect(Object.keys(store.getState().byUrl)).toEqual([LOCAL])
  })
})
