import { describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../../storage/persistedStore.ts'
import { createTransactionsStore, TRANSACTIONS_CODEC } from './store.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const H1 = `0x${'1'.repeat(64)}`

function memory(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

describe('transactions store', () => {
  it('writes a new transaction to storage at once, with no debounce', () => {
    const storage = memory()
    const { actions } = createTransactionsStore({ storage, now: () => 42 })
    actions.add({ hash: H1, from: ALICE, chainId: 1, summary: 'Wrap 1 ETH' })
    const saved = JSON.parse(storage.items.get(TRANSACTIONS_CODEC.key) ?? 'null')
    expect(saved).toEqual({
      version: 1,
      state: { 1: { [H1]: { hash: H1, from: ALICE, chainId: 1, summary: 'Wrap 1 ETH', addedTime: 42 } } },
    })
  })

  it('reads the history back in a new session', () => {
    const storage = memory()
    createTransactionsStore({ storage }).actions.add({ hash: H1, from: ALICE, chainId: 1 })
    expect(createTransactionsStore({ storage }).store.getState()[1]?.[H1]?.from).toBe(ALICE)
  })

  it('starts empty with a console message when the stored history is garbage', () => {
    const storage = memory()
    storage.items.set(TRANSACTIONS_CODEC.key, '{{{')
    const log = vi.fn()
    expect(createTransactionsStore({ storage, log }).store.getState()).toEqual({})
    expect(log).toHaveBeenCalledWith(expect.stringContaining('dex:transactions'))
  })

  it('refuses to add a transaction twice', () => {
    const { actions } = createTransactionsStore({ storage: memory() })
    actions.add({ hash: H1, from: ALICE, chainId: 1 })
    expect(() => actions.add({ hash: H1, from: ALICE, chainId: 1 })).toThrow(
      'Attempted to add existing transaction.',
    )
  })
})
