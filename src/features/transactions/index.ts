export { getMinedTransactionCount, getReceipt } from './api/receipts.ts'
export { NoTransactionHashError, sendAndRecord, type TransactionMeta } from './api/sendAndRecord.ts'
export { type TrackingRound, trackPendingTransactions } from './api/trackPending.ts'
export { RecentTransactions } from './components/RecentTransactions.tsx'
export { useChainTransactions, usePendingCount } from './hooks/useTransactions.ts'
export { useTransactionUpdater } from './hooks/useTransactionUpdater.ts'
export { isReplaced, receiptRetryPolicy, shouldCheck } from './model/receiptChecks.ts'
export {
  isPending,
  isRecent,
  isSuccessful,
  type NewTransaction,
  pendingCount,
  type ReceiptRecord,
  recentTransactions,
  statusOf,
  type TransactionRecord,
  type TransactionStatus,
  type TransactionsState,
} from './model/transactions.ts'
export {
  createTransactionsStore,
  TRANSACTIONS_CODEC,
  type TransactionsStore,
  transactionsStore,
} from './store.ts'
