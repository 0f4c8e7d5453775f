import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import { ARBITRUM_LIST, GEMINI_LIST, listDefaults, OPTIMISM_LIST } from './defaultLists.ts'
import { enableList, fetchFulfilled, fetchPending, fetchRejected, initialListsState } from './lists.ts'
import {
  chainDefaultListUrl,
  chainListToEnable,
  isNeverLoaded,
  keptPendingMessage,
  listsNeverLoaded,
  planPendingUpdates,
} from './listsUpdate.ts'

const A = 'https://a.example/list.json'
const B = 'https://b.example/list.json'
const C = 'https://c.example/list.json'
const D = 'https://d.example/list.json'

const token = (n: number) => ({
  chainId: 1,
  address: `0x${String(n).padStart(40, '0')}`,
  symbol: `T${n}`,
  name: `Token ${n}`,
  decimals: 18,
})
const list = (major: number, minor: number, patch: number, tokens = [token(1)]): TokenList => ({
  name: 'L',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major, minor, patch },
  tokens,
})

describe('lists never loaded', () => {
  it('are those with no current list, not loading and no error', () => {
    let state = initialListsState({ all: [A, B, C, D], active: [A] })
    state = fetchPending(state, B, 'b')
    state = fetchRejected(fetchPending(state, C, 'c'), C, 'c', 'Failed to download list')
    state = fetchFulfilled(fetchPending(state, D, 'd'), D, list(1, 0, 0), 'd', [A])
    expect(listsNeverLoaded(state)).toEqual([A])
    expect(isNeverLoaded(undefined)).toBe(false)
  })
})

describe('pending updates applied automatically', () => {
  const withUpdate = (url: string, current: TokenList, update: TokenList) => {
    const state = fetchFulfilled(
      fetchPending(initialListsState({ all: [url], active: [] }), url, '1'),
      url,
      current,
      '1',
      [],
    )
    return fetchFulfilled(fetchPending(state, url, '2'), url, update, '2', [])
  }

  it('applies a major bump, even one that removes tokens', () => {
    expect(planPendingUpdates(withUpdate(A, list(1, 0, 0), list(2, 0, 0, [])))).toEqual({
      apply: [A],
      keepPending: [],
    })
  })

  it('applies a minor bump that adds tokens and a patch bump that changes token details', () => {
    expect(
      planPendingUpdates(withUpdate(A, list(1, 0, 0), list(1, 1, 0, [token(1), token(2)]))).apply,
    ).toEqual([A])
    const renamed = { ...token(1), name: 'Renamed' }
    expect(planPendingUpdates(withUpdate(A, list(1, 0, 0), list(1, 0, 1, [renamed]))).apply).toEqual([A])
  })

  it('keeps pending a minor bump that removes a token and a patch bump that adds one', () => {
    expect(planPendingUpdates(withUpdate(A, list(1, 0, 0), list(1, 1, 0, [])))).toEqual({
      apply: [],
      keepPending: [{ url: A, version: '1.1.0' }],
    })
    expect(
      planPendingUpdates(withUpdate(A, list(1, 0, 0), list(1, 0, 1, [token(1), token(2)]))).keepPending,
    ).toEqual([{ url: A, version: '1.0.1' }])
    expect(keptPendingMessage(A)).toBe(
      `List at url ${A} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`,
    )
  })
})

describe('chain lists (facts §2.1)', () => {
  it('the Arbitrum list belongs to 42161 and 421611, the Optimism list to 10 and 69, none to others', () => {
    expect(chainDefaultListUrl(42161)).toBe(ARBITRUM_LIST)
    expect(chainDefaultListUrl(421611)).toBe(ARBITRUM_LIST)
    expect(chainDefaultListUrl(10)).toBe(OPTIMISM_LIST)
    expect(chainDefaultListUrl(69)).toBe(OPTIMISM_LIST)
    for (const chainId of [1, 3, 4, 5, 42, 31337, undefined]) expect(chainDefaultListUrl(chainId)).toBeNull()
  })

  it('is enabled once per chain connection: on connecting or switching to the chain, not again on the same chain', () => {
    expect(chainListToEnable(undefined, 42161)).toBe(ARBITRUM_LIST)
    expect(chainListToEnable(42161, 42161)).toBeNull()
    expect(chainListToEnable(42161, 10)).toBe(OPTIMISM_LIST)
    expect(chainListToEnable(1, 69)).toBe(OPTIMISM_LIST)
    expect(chainListToEnable(10, 421611)).toBe(ARBITRUM_LIST)
    expect(chainListToEnable(10, 1)).toBeNull()
    expect(chainListToEnable(42161, undefined)).toBeNull()
  })

  it('enabling it keeps the other active lists', () => {
    const defaults = listDefaults(null)
    const state = enableList(initialListsState(defaults), chainListToEnable(undefined, 42161) ?? '')
    expect(state.activeListUrls).toEqual([GEMINI_LIST, ARBITRUM_LIST])
    const both = enableList(state, chainListToEnable(42161, 10) ?? '')
    expect(both.activeListUrls).toEqual([GEMINI_LIST, ARBITRUM_LIST, OPTIMISM_LIST])
  })
})
