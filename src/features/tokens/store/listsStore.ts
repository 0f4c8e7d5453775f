// The token lists store (spec 1 §3–4): zustand, persisted under `dex:lists` with the settings feature's
// versioned, debounced persistence. Created on first use, so importing this module does nothing.
import type { TokenList } from '@uniswap/token-lists'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  loadPersisted,
  type PageEvents,
  persistStore,
  type StorageLike,
} from '../../../storage/persistedStore.ts'
import {
  acceptListUpdate,
  addList,
  disableList,
  enableList,
  fetchFulfilled,
  fetchPending,
  fetchRejected,
  type ListDefaults,
  type ListsState,
  removeList,
} from '../model/lists.ts'
import type { SchemaValidator } from '../model/validateTokenList.ts'
import { listsCodec } from './listsCodec.ts'

export type ListsActions = {
  pending(url: string, requestId: string): void
  fulfilled(url: string, list: TokenList, requestId: string): void
  rejected(url: string, requestId: string, error: string): void
  acceptUpdate(url: string): void
  add(url: string): void
  remove(url: string): void
  enable(url: string): void
  disable(url: string): void
}

export type ListsStore = { store: StoreApi<ListsState>; actions: ListsActions; defaults: ListDefaults }

export type ListsStoreOptions = {
  defaults: ListDefaults
  /** The token-list schema validator: stored lists (this tab's and other tabs' writes) are checked with it. */
  validate: SchemaValidator
  storage: StorageLike
  events?: PageEvents | undefined
  log?: (message: string) => void
}

export function createListsStore({
  defaults,
  validate,
  storage,
  events,
  log = console.warn,
}: ListsStoreOptions): ListsStore {
  const codec = listsCodec(defaults, { validate, log })
  const loaded = loadPersisted(storage, codec)
  if (loaded.problem) log(loaded.problem)
  const store = createStore<ListsState>()(() => loaded.state)
  persistStore(store, codec, { storage, events, log })
  const update = (next: (state: ListsState) => ListsState) => store.setState(next(store.getState()), true)
  const actions: ListsActions = {
    pending: (url, requestId) => update((s) => fetchPending(s, url, requestId)),
    fulfilled: (url, list, requestId) =>
      update((s) => fetchFulfilled(s, url, list, requestId, defaults.active)),
    rejected: (url, requestId, error) => update((s) => fetchRejected(s, url, requestId, error)),
    acceptUpdate: (url) => update((s) => acceptListUpdate(s, url)),
    add: (url) => update((s) => addList(s, url)),
    remove: (url) => update((s) => removeList(s, url)),
    enable: (url) => update((s) => enableList(s, url)),
    disable: (url) => update((s) => disableList(s, url)),
  }
  return { store, actions, defaults }
}
