// The transaction history store: persisted under `dex:transactions`, a new transaction written at once.
import type { StoreApi } from 'zustand/vanilla'
import { browserPageEvents, browserStorage } from '../../storage/browserStorage.ts'
import {
  createPersistedStore,
  type PersistCodec,
  type PersistedStoreEnv,
} from '../../storage/persistedStore.ts'
import { mergeTransactionsStates, parseTransactionsState } from './model/stored.ts'
import {
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  markReplaced,
  type NewTransaction,
  type ReceiptRecord,
  type TransactionsState,
  withNonce,
} from './model/transactions.ts'

export const TRANSACTIONS_CODEC: PersistCodec<TransactionsState> = {
  key: 'dex:transactions',
  version: 1,
  defaults: () => ({}),
  parse: parseTransactionsState,
  merge: mergeTransactionsStates,
}

export type TransactionsActions = {
  /** Records a submitted transaction and saves it at once; throws 'Attempted to add existing transaction.'. */
  add(tx: NewTransaction): void
  /** The sender's nonce, learned once the node knows the transaction (for replacement detection). */
  noteNonce(chainId: number, hash: string, nonce: number): void
  check(chainId: number, hash: string, blockNumber: number): void
  finalize(chainId: number, hash: string, receipt: ReceiptRecord): void
  replace(chainId: number, hash: string, replacementHash: string | null): void
  clearAll(chainId: number): void
}

export type TransactionsStore = {
  store: StoreApi<TransactionsState>
  actions: TransactionsActions
  stop(): void
}

export function createTransactionsStore(env: PersistedStoreEnv & { now?: () => number }): TransactionsStore {
  const now = env.now ?? Date.now
  const { store, persistence } = createPersistedStore(TRANSACTIONS_CODEC, env)
  const update = (next: (state: TransactionsState) => TransactionsState) =>
    store.setState(next(store.getState()), true)
  return {
    store,
    stop: persistence.stop,
    actions: {
      add: (tx) => {
        update((state) => addTransaction(state, tx, now()))
        persistence.flush()
      },
      noteNonce: (chainId, hash, nonce) => update((s) => withNonce(s, chainId, hash, nonce)),
      check: (chainId, hash, blockNumber) => update((s) => checkedTransaction(s, chainId, hash, blockNumber)),
      finalize: (chainId, hash, receipt) => {
        update((s) => finalizeTransaction(s, chainId, hash, receipt, now()))
        persistence.flush()
      },
      replace: (chainId, hash, replacementHash) => {
        update((s) => markReplaced(s, chainId, hash, replacementHash, now()))
        persistence.flush()
      },
      clearAll: (chainId) => update((s) => clearAllTransactions(s, chainId)),
    },
  }
}

let appStore: TransactionsStore | null = null

/** The app's one transaction history, on the page's local storage. */
export function transactionsStore(): TransactionsStore {
  appStore ??= createTransactionsStore({ storage: browserStorage(), events: browserPageEvents() })
  return appStore
}
