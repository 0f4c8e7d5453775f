import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import {
  acceptListUpdate,
  addList,
  autoUpdateDecision,
  disableList,
  enableList,
  fetchFulfilled,
  fetchPending,
  fetchRejected,
  initialListsState,
  reconcileDefaultLists,
  removeList,
} from './lists.ts'

const A = 'https://a.org/list.json'
const B = 'b.eth'
const C = 'https://c.org/list.json'
const defaults = { all: [A, B], active: [A] }

const token = (n: number) => ({
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol: `T${n}`,
  name: `Token ${n}`,
})

function list(major: number, minor: number, patch: number, tokens = [token(1)]): TokenList {
  return { name: 'L', timestamp: '2021-01-01T00:00:00Z', version: { major, minor, patch }, tokens }
}

describe('token list fetch', () => {
  it('pending marks a request id', () => {
    const s = fetchPending(initialListsState(defaults), A, 'r1')
    expect(s.byUrl[A]?.loadingRequestId).toBe('r1')
  })

  it('fulfilled stores the list as current when none exists, activating a default-active list', () => {
    let s = initialListsState({ all: [A, B], active: [] })
    s = fetchFulfilled(fetchPending(s, A, 'r1'), A, list(1, 0, 0), 'r1', [A])
    expect(s.byUrl[A]?.current?.version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(s.byUrl[A]?.loadingRequestId).toBeNull()
    expect(s.activeListUrls).toEqual([A])
    s = fetchFulfilled(fetchPending(s, B, 'r2'), B, list(1, 0, 0), 'r2', [A])
    expect(s.activeListUrls).toEqual([A])
  })

  it('fulfilled stores a pending update when the version differs, and ignores an unchanged one', () => {
    let s = fetchFulfilled(initialListsState(defaults), A, list(1, 0, 0), 'r1', [A])
    const same = fetchFulfilled(fetchPending(s, A, 'r2'), A, list(1, 0, 0), 'r2', [A])
    expect(same.byUrl[A]?.pendingUpdate).toBeNull()
    expect(same.byUrl[A]?.loadingRequestId).toBeNull()
    s = fetchFulfilled(fetchPending(s, A, 'r3'), A, list(1, 1, 0), 'r3', [A])
    expect(s.byUrl[A]?.current?.version.minor).toBe(0)
    expect(s.byUrl[A]?.pendingUpdate?.version.minor).toBe(1)
  })

  it('rejected records the error only when the request id matches', () => {
    let s = fetchPending(initialListsState(defaults), A, 'r2')
    expect(fetchRejected(s, A, 'r1', 'Failed to download list')).toBe(s)
    s = fetchRejected(s, A, 'r2', 'Failed to download list')
    expect(s.byUrl[A]?.error).toBe('Failed to download list')
    expect(s.byUrl[A]?.loadingRequestId).toBeNull()
  })

  it("accept update moves pending to current, or throws 'accept list update called without pending update'", () => {
    let s = fetchFulfilled(initialListsState(defaults), A, list(1, 0, 0), 'r1', [A])
    expect(() => acceptListUpdate(s, A)).toThrow('accept list update called without pending update')
    s = fetchFulfilled(fetchPending(s, A, 'r2'), A, list(2, 0, 0), 'r2', [A])
    s = acceptListUpdate(s, A)
    expect(s.byUrl[A]?.current?.version.major).toBe(2)
    expect(s.byUrl[A]?.pendingUpdate).toBeNull()
  })

  it('add, remove, enable, disable', () => {
    let s = addList(initialListsState(defaults), C)
    expect(Object.keys(s.byUrl)).toContain(C)
    s = enableList(s, C)
    expect(s.activeListUrls).toEqual([A, C])
    s = disableList(s, A)
    expect(s.activeListUrls).toEqual([C])
    s = removeList(s, C)
    expect(s.byUrl[C]).toBeUndefined()
    expect(s.activeListUrls).toEqual([])
  })

  it('the last remaining list cannot be removed', () => {
    const s = removeList(initialListsState(defaults), B)
    expect(removeList(s, A)).toBe(s)
  })
})

describe('default lists on an app version change', () => {
  it('a state that never recorded the defaults is reset to them', () => {
    const userOnly = {
      ...enableList(initialListsState({ all: [C], active: [] }), C),
      lastInitializedDefaultListOfLists: null,
    }
    const s = reconcileDefaultLists(userOnly, defaults)
    expect(Object.keys(s.byUrl)).toEqual([A, B])
    expect(s.activeListUrls).toEqual([A])
  })

  it('new defaults are added, dropped ones removed, user lists kept', () => {
    let s = addList(initialListsState({ all: [A, B], active: [A] }), C)
    s = reconcileDefaultLists(s, { all: [A, 'new.eth'], active: [A] })
    expect(Object.keys(s.byUrl).sort()).toEqual([A, C, 'new.eth'].sort())
    expect(s.lastInitializedDefaultListOfLists).toEqual([A, 'new.eth'])
  })

  it('activates the default active list when none is active', () => {
    const s = reconcileDefaultLists(disableList(initialListsState(defaults), A), defaults)
    expect(s.activeListUrls).toEqual([A])
  })
})

describe('automatic list updates', () => {
  it('a major bump is applied', () => {
    expect(autoUpdateDecision(list(1, 0, 0), list(2, 0, 0, []))).toBe('apply')
  })

  it('a minor or patch bump is applied only when at least as large as the change in tokens', () => {
    expect(autoUpdateDecision(list(1, 0, 0), list(1, 1, 0, [token(1), token(2)]))).toBe('apply')
    expect(autoUpdateDecision(list(1, 0, 0), list(1, 0, 1, [token(1), token(2)]))).toBe('keep-pending')
    expect(autoUpdateDecision(list(1, 0, 0), list(1, 0, 1, [{ ...token(1), name: 'Renamed' }]))).toBe('apply')
    expect(autoUpdateDecision(list(1, 0, 0), list(1, 1, 0, []))).toBe('keep-pending')
  })
})
