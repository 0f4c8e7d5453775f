// Stored token lists are untrusted (quality guide, Security): whatever `dex:lists` holds, on load or written by
// another tab, each list goes through the validation downloaded lists go through. A list that fails is
// dropped, its URL left as if never fetched; the other lists load; Object.prototype is never touched.

import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageEvents, StorageLike } from '../../../storage/persistedStore.ts'
import { startListsUpdater } from '../hooks/listsUpdater.ts'
import type { ListsState } from '../model/lists.ts'
import { listsNeverLoaded } from '../model/listsUpdate.ts'
import { combineTokenMaps, tokenMapOrEmpty, tokensOfChain } from '../model/tokenMaps.ts'
import { LISTS_STORAGE_KEY } from './listsCodec.ts'
import { createListsStore } from './listsStore.ts'

const GOOD_URL = 'https://lists.example/good.json'
const BAD_URL = 'https://lists.example/bad.json'
const defaults = { all: [GOOD_URL, BAD_URL], active: [GOOD_URL] }

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const token = (address: string, symbol: string) => ({
  chainId: 1,
  address,
  symbol,
  name: symbol,
  decimals: 18,
})
const list = (name: string, tokens: unknown[]) => ({
  name,
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
})
const entry = (current: unknown) => ({ current, pendingUpdate: null, loadingRequestId: null, error: null })

/** The stored text for two lists: a good one and `bad` (raw JSON text, so '__proto__' stays an own key). */
function storedText(badListJson: string): string {
  const good = JSON.stringify(entry(list('Good', [token(DAI, 'DAI')])))
  return (
    `{"version":1,"state":{"byUrl":{"${GOOD_URL}":${good},"${BAD_URL}":{"current":${badListJson},` +
    `"pendingUpdate":null,"loadingRequestId":null,"error":null}},` +
    `"activeListUrls":["${GOOD_URL}","${BAD_URL}"],"lastInitializedDefaultListOfLists":${JSON.stringify(defaults.all)}}}`
  )
}

const PROTO_TOKEN_LIST = `{"name":"Hostile","timestamp":"2021-01-01T00:00:00.000Z","version":{"major":1,"minor":0,"patch":0},"tokens":[{"chainId":"__proto__","address":"${USDC}","symbol":"EVIL","name":"Evil","decimals":18},{"chainId":1,"address":"${USDC}","symbol":"USDC","name":"USD Coin","decimals":6}]}`
const MALFORMED_TOKEN_LIST = JSON.stringify(
  list('Malformed', [{ chainId: 1, address: 5, tags: 'x' }, null, token(USDC, 'USDC')]),
)

function memory(text: string | null = null): StorageLike {
  const items = new Map<string, string>()
  if (text !== null) items.set(LISTS_STORAGE_KEY, text)
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

class FakePage implements PageEvents {
  target = new EventTarget()
  addEventListener(type: string, listener: (event: Event) => void) {
    this.target.addEventListener(type, listener)
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.target.removeEventListener(type, listener)
  }
  /** Another tab wrote `newValue` under `key`. */
  otherTabWrites(key: string, newValue: string) {
    this.target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }))
  }
}

/** The symbols the selector would show on chain 1 for the active lists of `state`, sorted. */
function activeSymbols(state: ListsState): string[] {
  const lists = state.activeListUrls.flatMap((url) => {
    const current = state.byUrl[url]?.current
    return current ? [current] : []
  })
  return tokensOfChain(combineTokenMaps(lists.map((l) => tokenMapOrEmpty(l))), 1)
    .map((t) => t.symbol)
    .sort()
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort()
const PROTOTYPE_KEYS = prototypeKeys()

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  for (const key of prototypeKeys())
    if (!PROTOTYPE_KEYS.includes(key)) delete (Object.prototype as Record<string, unknown>)[key]
})

describe('stored token lists are validated on load', () => {
  it("a stored list with a '__proto__' chain id token leaves Object.prototype untouched and is dropped", () => {
    const log = vi.fn()
    const { store } = createListsStore({
      defaults,
      validate,
      storage: memory(storedText(PROTO_TOKEN_LIST)),
      log,
    })
    const state = store.getState()
    expect(activeSymbols(state)).toEqual(['DAI'])
    expect(prototypeKeys()).toEqual(PROTOTYPE_KEYS)
    expect(({} as Record<string, unknown>)[USDC.toLowerCase()]).toBeUndefined()
    // Dropped as if never fetched: the URL is still known and active, with nothing held and no error.
    expect(state.byUrl[BAD_URL]).toEqual(entry(null))
    expect(state.activeListUrls).toEqual([GOOD_URL, BAD_URL])
    expect(listsNeverLoaded(state)).toEqual([BAD_URL])
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Stored token list https:\/\/lists\.example\/bad\.json dropped, it will be fetched again: Token list failed validation: \/tokens\/0\/chainId/,
      ),
    )
    // The store itself was not reset: the good list loaded without a 'reset to its defaults' message.
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('reset to its defaults'))
  })

  it('a malformed stored token does not stop the load; the other lists load and the bad one is fetched again', async () => {
    const log = vi.fn()
    const lists = createListsStore({
      defaults,
      validate,
      storage: memory(storedText(MALFORMED_TOKEN_LIST)),
      log,
    })
    expect(activeSymbols(lists.store.getState())).toEqual(['DAI'])
    expect(lists.store.getState().byUrl[GOOD_URL]?.current?.name).toBe('Good')
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`Stored token list ${BAD_URL} dropped`))

    const fetched: string[] = []
    const refetched = list('Refetched', [token(USDC, 'USDC')]) as TokenList
    const stop = startListsUpdater({
      lists,
      fetchList: (url) => {
        fetched.push(url)
        return Promise.resolve(refetched)
      },
    })
    await vi.waitFor(() => expect(lists.store.getState().byUrl[BAD_URL]?.current).toBe(refetched))
    stop()
    expect(fetched).toEqual([BAD_URL])
    expect(activeSymbols(lists.store.getState())).toEqual(['DAI', 'USDC'])
  })

  it('a stored list that only fails its checksums keeps its good tokens, as a downloaded one would', () => {
    const badChecksum = `${DAI.slice(0, -1)}f`
    const text = storedText(JSON.stringify(list('Mixed', [token(badChecksum, 'BAD'), token(USDC, 'USDC')])))
    const { store } = createListsStore({ defaults, validate, storage: memory(text), log: vi.fn() })
    expect(store.getState().byUrl[BAD_URL]?.current?.tokens.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('a bad pending update is forgotten; the current list stays', () => {
    const stored = JSON.parse(storedText(JSON.stringify(list('Current', [token(USDC, 'USDC')]))))
    stored.state.byUrl[BAD_URL].pendingUpdate = { ...list('Update', [token(USDC, 'USDC')]), version: 'x' }
    const log = vi.fn()
    const { store } = createListsStore({ defaults, validate, storage: memory(JSON.stringify(stored)), log })
    expect(store.getState().byUrl[BAD_URL]?.current?.name).toBe('Current')
    expect(store.getState().byUrl[BAD_URL]?.pendingUpdate).toBeNull()
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`Stored update of token list ${BAD_URL} dropped`),
    )
  })
})

describe("another tab's write of the stored lists", () => {
  it('goes through the same check: the bad list is dropped, the rest of the write applies', () => {
    const page = new FakePage()
    const log = vi.fn()
    const { store } = createListsStore({ defaults, validate, storage: memory(), events: page, log })
    expect(store.getState().byUrl[GOOD_URL]?.current).toBeNull()

    page.otherTabWrites(LISTS_STORAGE_KEY, storedText(PROTO_TOKEN_LIST))
    const state = store.getState()
    expect(prototypeKeys()).toEqual(PROTOTYPE_KEYS)
    expect(state.byUrl[GOOD_URL]?.current?.name).toBe('Good')
    expect(state.byUrl[BAD_URL]).toEqual(entry(null))
    expect(activeSymbols(state)).toEqual(['DAI'])
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`Stored token list ${BAD_URL} dropped`))

    page.otherTabWrites(LISTS_STORAGE_KEY, storedText(MALFORMED_TOKEN_LIST))
    expect(store.getState().byUrl[BAD_URL]).toEqual(entry(null))
    expect(activeSymbols(store.getState())).toEqual(['DAI'])
  })

  it('a write that is not the lists shape at all is ignored with a message, the state kept', () => {
    const page = new FakePage()
    const log = vi.fn()
    const { store } = createListsStore({
      defaults,
      validate,
      storage: memory(storedText(JSON.stringify(list('Other', [token(USDC, 'USDC')])))),
      events: page,
      log,
    })
    page.otherTabWrites(LISTS_STORAGE_KEY, '{"version":1,"state":{"byUrl":5}}')
    expect(activeSymbols(store.getState())).toEqual(['DAI', 'USDC'])
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Ignored a change to dex:lists made in another tab'),
    )
  })
})
