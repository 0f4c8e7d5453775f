export { type ConnectedCall, connectedClients, sendConnectedCall } from './api/connectedClients.ts'
export { getMinedTransactionCount, getReceipt } from './api/receipts.ts'
export { NoTransactionHashError, sendAndRecord, type TransactionMeta } from './api/sendAndRecord.ts'
export { type TrackingRound, trackPendingTransactions } from './api/trackPending.ts'
export { AccountTransactions } from './components/AccountTransactions.tsx'
export { Popups } from './components/LazyPopups.tsx'
export { RecentTransactions } from './components/RecentTransactions.tsx'
export {
  type TransactionFlowContent,
  TransactionFlowDialog,
  type TransactionFlowDialogProps,
} from './components/TransactionFlowDialog.tsx'
export { type FlowDialog, flowDialog } from './hooks/flowDialog.ts'
export {
  type TransactionFlow,
  type TransactionFlowOptions,
  useTransactionFlow,
} from './hooks/useTransactionFlow.ts'
export { useChainTransactions, usePendingCount } from './hooks/useTransactions.ts'
export { useTransactionUpdater } from './hooks/useTransactionUpdater.ts'
export type { Flow, FlowStep, ReceiptOutcome } from './model/flow.ts'
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
  DEFAULT_POPUP_REMOVE_AFTER_MS,
  L2_POPUP_REMOVE_AFTER_MS,
  type Popup,
  type PopupContent,
  type PopupState,
  usePopups,
} from './popupStore.ts'
export {
  createTransactionsStore,
  TRANSACTIONS_CODEC,
  type TransactionsStore,
  transactionsStore,
} from './store.ts'
