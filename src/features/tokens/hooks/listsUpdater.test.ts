import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../../../storage/persistedStore.ts'
import { createListsStore, type ListsStore } from '../store/listsStore.ts'
import { fetchListInto, LIST_REFRESH_MS, sharedRunner, startListsUpdater } from './listsUpdater.ts'

const A = 'https://a.example/list.json'
const B = 'https://b.example/list.json'
const C = 'https://c.example/list.json'
const D = 'https://d.example/list.json'

function memory(): StorageLike {
  const items = new Map<string, string>()
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

type Version = TokenList['version']
const token = (n: number, name = `Token ${n}`) => ({
  chainId: 1,
  address: `0x${String(n).padStart(40, '0')}`,
  symbol: `T${n}`,
  name,
  decimals: 18,
})
const list = (version: Version, tokens = [token(1)]): TokenList => ({
  name: 'L',
  timestamp: '2021-01-01T00:00:00.000Z',
  version,
  tokens,
})
const V1: Version = { major: 1, minor: 0, patch: 0 }

function setup(urls: string[] = [A, B, C, D]) {
  const lists = createListsStore({
    defaults: { all: urls, active: [urls[0] ?? A] },
    validate,
    storage: memory(),
  })
  const served = new Map<string, TokenList>(urls.map((url) => [url, list(V1)]))
  const fetchList = vi.fn((url: string) => {
    const found = served.get(url)
    return found ? Promise.resolve(found) : Promise.reject(new Error('Failed to download list'))
  })
  const logError = vi.fn()
  const logFetchFailure = vi.fn()
  return { lists, served, fetchList, logError, logFetchFailure }
}

/** Loads `url` into the store with `version` as its current list. */
async function load(lists: ListsStore, url: string, version: Version = V1, tokens = [token(1)]) {
  await fetchListInto(lists, url, () => Promise.resolve(list(version, tokens)))
}

const entry = (lists: ListsStore, url: string) => lists.store.getState().byUrl[url]
const flush = () => vi.advanceTimersByTimeAsync(0)
// One fetch starts per task: under fake timers each next one waits a millisecond; ten start every list here.
const startAll = () => vi.advanceTimersByTimeAsync(10)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('lists updater', () => {
  it('fetches lists never loaded (not loading, no error) at once, and no other', async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup()
    lists.actions.pending(B, 'loading-b')
    lists.actions.pending(C, 'loading-c')
    lists.actions.rejected(C, 'loading-c', 'Failed to download list')
    await load(lists, D)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    expect(fetchList.mock.calls.map(([url]) => url)).toEqual([A])
    await flush()
    expect(entry(lists, A)?.current?.version).toEqual(V1)
    expect(entry(lists, B)?.loadingRequestId).toBe('loading-b')
    expect(entry(lists, C)?.error).toBe('Failed to download list')
    stop()
  })

  it('fetches a list added while running at once', async () => {
    const { lists, served, fetchList, logError, logFetchFailure } = setup([A])
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    await flush()
    served.set(B, list(V1, [token(2)]))
    lists.actions.add(B)
    expect(fetchList).toHaveBeenLastCalledWith(B)
    await flush()
    expect(entry(lists, B)?.current?.tokens[0]?.symbol).toBe('T2')
    stop()
  })

  it('fetches each list once at start and records a failed fetch as the list error', async () => {
    const { lists, served, fetchList, logError, logFetchFailure } = setup([A, B])
    served.delete(B)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    // The first at once, the next in a task of its own: no single long task starts them all.
    expect(fetchList.mock.calls.map(([url]) => url)).toEqual([A])
    await flush()
    expect(fetchList.mock.calls.map(([url]) => url).sort()).toEqual([A, B])
    expect(entry(lists, B)?.error).toBe('Failed to download list')
    expect(logFetchFailure).toHaveBeenCalledWith(B, 'Failed to download list')
    expect(logFetchFailure).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does not bring back a list removed, nor fetch one already loading, while it waited for its turn', async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup([A, B, C])
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    expect(fetchList.mock.calls.map(([url]) => url)).toEqual([A])
    lists.actions.remove(B)
    lists.actions.pending(C, 'elsewhere')
    await startAll()
    expect(fetchList.mock.calls.map(([url]) => url)).toEqual([A])
    expect(entry(lists, B)).toBeUndefined()
    stop()
  })

  it(`refreshes every list every ${LIST_REFRESH_MS} ms while running`, async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup()
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    await startAll()
    fetchList.mockClear()
    // 10 ms went to starting them: the refresh is due 10 ms sooner from here.
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS - 11)
    expect(fetchList).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await startAll()
    expect(fetchList.mock.calls.map(([url]) => url).sort()).toEqual([A, B, C, D])
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    expect(fetchList).toHaveBeenCalledTimes(8)
    stop()
  })

  it('skips the refresh while the page is hidden', async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup()
    let hidden = true
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure, isHidden: () => hidden })
    await startAll()
    fetchList.mockClear()
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    expect(fetchList).not.toHaveBeenCalled()
    hidden = false
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    await startAll()
    expect(fetchList).toHaveBeenCalledTimes(4)
    stop()
  })

  it('applies a major bump automatically, even when tokens are removed', async () => {
    const { lists, served, fetchList, logError, logFetchFailure } = setup([A])
    await load(lists, A)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    served.set(A, list({ major: 2, minor: 0, patch: 0 }, []))
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    expect(entry(lists, A)?.current?.version.major).toBe(2)
    expect(entry(lists, A)?.pendingUpdate).toBeNull()
    expect(logError).not.toHaveBeenCalled()
    stop()
  })

  it('applies a minor bump that only adds tokens, and a patch bump that only changes token details', async () => {
    const { lists, served, fetchList, logError, logFetchFailure } = setup([A, B])
    await load(lists, A)
    await load(lists, B)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    served.set(A, list({ major: 1, minor: 1, patch: 0 }, [token(1), token(2)]))
    served.set(B, list({ major: 1, minor: 0, patch: 1 }, [token(1, 'Renamed')]))
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    await startAll()
    expect(entry(lists, A)?.current?.tokens).toHaveLength(2)
    expect(entry(lists, B)?.current?.tokens[0]?.name).toBe('Renamed')
    expect(entry(lists, A)?.pendingUpdate).toBeNull()
    expect(entry(lists, B)?.pendingUpdate).toBeNull()
    expect(logError).not.toHaveBeenCalled()
    stop()
  })

  it('keeps a minor bump that removes a token, or a patch bump that adds one, pending and logs an error once', async () => {
    const { lists, served, fetchList, logError, logFetchFailure } = setup([A, B])
    await load(lists, A)
    await load(lists, B)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    served.set(A, list({ major: 1, minor: 1, patch: 0 }, []))
    served.set(B, list({ major: 1, minor: 0, patch: 1 }, [token(1), token(2)]))
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    await startAll()
    expect(entry(lists, A)?.current?.version.minor).toBe(0)
    expect(entry(lists, A)?.pendingUpdate?.version.minor).toBe(1)
    expect(entry(lists, B)?.current?.version.patch).toBe(0)
    expect(entry(lists, B)?.pendingUpdate?.version.patch).toBe(1)
    expect(logError).toHaveBeenCalledTimes(2)
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining(`List at url ${A} could not automatically update`),
    )
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining(`List at url ${B} could not automatically update`),
    )
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS)
    expect(logError).toHaveBeenCalledTimes(2)
    stop()
  })

  it('applies a pending update already in the store when it starts', async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup([A])
    await load(lists, A)
    await load(lists, A, { major: 3, minor: 0, patch: 0 })
    expect(entry(lists, A)?.pendingUpdate?.version.major).toBe(3)
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    expect(entry(lists, A)?.current?.version.major).toBe(3)
    expect(fetchList).not.toHaveBeenCalled()
    stop()
  })

  it('stops when released: no refresh, no fetch of new lists, no automatic update', async () => {
    const { lists, fetchList, logError, logFetchFailure } = setup([A])
    const stop = startListsUpdater({ lists, fetchList, logError, logFetchFailure })
    await flush()
    stop()
    fetchList.mockClear()
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2)
    expect(vi.getTimerCount()).toBe(0)
    lists.actions.add(B)
    await load(lists, A, { major: 2, minor: 0, patch: 0 })
    expect(fetchList).not.toHaveBeenCalled()
    expect(entry(lists, A)?.pendingUpdate?.version.major).toBe(2)
  })
})

describe('shared updater', () => {
  it('runs once however many hold it and stops when the last holder releases', () => {
    const stop = vi.fn()
    const start = vi.fn(() => stop)
    const retain = sharedRunner(start)
    const releaseFirst = retain()
    const releaseSecond = retain()
    expect(start).toHaveBeenCalledTimes(1)
    releaseFirst()
    releaseFirst()
    expect(stop).not.toHaveBeenCalled()
    releaseSecond()
    expect(stop).toHaveBeenCalledTimes(1)
    retain()
    expect(start).toHaveBeenCalledTimes(2)
  })
})
