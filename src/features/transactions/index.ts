export { getMinedTransactionCount, getReceipt } from './api/receipts.ts'
export { NoTransactionHashError, sendAndRecord, type TransactionMeta } from './api/sendAndRecord.ts'
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
export { createTransactionsStore, type TransactionsStore, transactionsStore } from './store.ts'
