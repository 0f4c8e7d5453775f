import { useStore } from 'zustand'
import { pendingCount, type TransactionRecord, type TransactionsState } from '../model/transactions.ts'
import { transactionsStore } from '../store.ts'

const NO_TRANSACTIONS: Readonly<Record<string, TransactionRecord>> = {}

/** The app's transactions on one chain, by hash (re-renders when they change, also from another tab). */
export function useChainTransactions(
  chainId: number | null | undefined,
): Readonly<Record<string, TransactionRecord>> {
  return useStore(transactionsStore().store, (state: TransactionsState) =>
    chainId === null || chainId === undefined ? NO_TRANSACTIONS : (state[chainId] ?? NO_TRANSACTIONS),
  )
}

/** How many of the account's transactions on the chain are pending (the header shows it). */
export function usePendingCount(chainId: number | null | undefined, account: string | undefined): number {
  return useStore(transactionsStore().store, (state: TransactionsState) =>
    chainId === null || chainId === undefined || !account ? 0 : pendingCount(state, chainId, account),
  )
}
