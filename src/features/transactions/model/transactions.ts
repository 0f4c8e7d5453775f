// The transaction history (spec 1 §3 "Transaction record", §4 "Transactions"): records by chain and hash,
// and the pure transitions the store applies to them.

export type ReceiptRecord = {
  blockHash: string
  blockNumber: number
  contractAddress: string | null
  from: string
  /** 1 success, 0 failure; absent on chains from before receipts had a status. */
  status?: number
  to: string | null
  transactionHash: string
  transactionIndex: number
}

export type TransactionRecord = {
  hash: string
  from: string
  chainId: number
  summary?: string
  approval?: { tokenAddress: string; spender: string }
  claim?: { recipient: string }
  addedTime: number
  lastCheckedBlockNumber?: number
  receipt?: ReceiptRecord
  confirmedTime?: number
  /** Beyond the spec: the sender's nonce, so a transaction replaced by another with the same nonce is noticed. */
  nonce?: number
  /** Beyond the spec: set when another transaction with the same nonce was mined instead of this one. */
  replacedBy?: { hash: string | null; time: number }
}

export type TransactionsState = Record<number, Record<string, TransactionRecord>>

export type NewTransaction = Omit<
  TransactionRecord,
  'addedTime' | 'lastCheckedBlockNumber' | 'receipt' | 'confirmedTime' | 'replacedBy'
>

export class ExistingTransactionError extends Error {
  constructor() {
    super('Attempted to add existing transaction.')
    this.name = 'ExistingTransactionError'
  }
}

function withRecord(state: TransactionsState, record: TransactionRecord): TransactionsState {
  return { ...state, [record.chainId]: { ...state[record.chainId], [record.hash]: record } }
}

function recordOf(state: TransactionsState, chainId: number, hash: string): TransactionRecord | undefined {
  return state[chainId]?.[hash]
}

export function addTransaction(state: TransactionsState, tx: NewTransaction, now: number): TransactionsState {
  if (recordOf(state, tx.chainId, tx.hash)) throw new ExistingTransactionError()
  return withRecord(state, { ...tx, addedTime: now })
}

/** The sender's nonce of a recorded transaction, learned after it was recorded (the first one learned stays). */
export function withNonce(
  state: TransactionsState,
  chainId: number,
  hash: string,
  nonce: number,
): TransactionsState {
  const tx = recordOf(state, chainId, hash)
  if (!tx || tx.nonce !== undefined || !Number.isSafeInteger(nonce) || nonce < 0) return state
  return withRecord(state, { ...tx, nonce })
}

/** Records that the transaction was looked at in a block; the highest block checked is kept. */
export function checkedTransaction(
  state: TransactionsState,
  chainId: number,
  hash: string,
  blockNumber: number,
): TransactionsState {
  const tx = recordOf(state, chainId, hash)
  if (!tx) return state
  if (tx.lastCheckedBlockNumber !== undefined && tx.lastCheckedBlockNumber >= blockNumber) return state
  return withRecord(state, { ...tx, lastCheckedBlockNumber: blockNumber })
}

export function finalizeTransaction(
  state: TransactionsState,
  chainId: number,
  hash: string,
  receipt: ReceiptRecord,
  now: number,
): TransactionsState {
  const tx = recordOf(state, chainId, hash)
  if (!tx) return state
  return withRecord(state, { ...tx, receipt, confirmedTime: now })
}

export function markReplaced(
  state: TransactionsState,
  chainId: number,
  hash: string,
  replacementHash: string | null,
  now: number,
): TransactionsState {
  const tx = recordOf(state, chainId, hash)
  if (!tx || tx.receipt || tx.replacedBy) return state
  return withRecord(state, { ...tx, replacedBy: { hash: replacementHash, time: now } })
}

export function clearAllTransactions(state: TransactionsState, chainId: number): TransactionsState {
  if (!state[chainId]) return state
  const { [chainId]: _cleared, ...rest } = state
  return rest
}

/** Pending while there is no receipt (and no other transaction took its nonce). */
export function isPending(tx: TransactionRecord): boolean {
  return tx.receipt === undefined && tx.replacedBy === undefined
}

/** Successful when the receipt's status is 1 or missing. */
export function isSuccessful(tx: TransactionRecord): boolean {
  return tx.receipt !== undefined && (tx.receipt.status === undefined || tx.receipt.status === 1)
}

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'replaced'

export function statusOf(tx: TransactionRecord): TransactionStatus {
  if (tx.receipt) return isSuccessful(tx) ? 'success' : 'failed'
  return tx.replacedBy ? 'replaced' : 'pending'
}

export const RECENT_TRANSACTION_MS = 86_400_000

/** Only transactions of the last 24 h count as recent. */
export function isRecent(tx: TransactionRecord, now: number): boolean {
  return now - tx.addedTime < RECENT_TRANSACTION_MS
}

/** Recent transactions of one account on one chain: pending first, then newest first. */
export function recentTransactions(
  state: TransactionsState,
  chainId: number,
  account: string,
  now: number,
): TransactionRecord[] {
  const owner = account.toLowerCase()
  return Object.values(state[chainId] ?? {})
    .filter((tx) => tx.from.toLowerCase() === owner && isRecent(tx, now))
    .sort((a, b) => Number(isPending(b)) - Number(isPending(a)) || b.addedTime - a.addedTime)
}

/** Pending transactions of the account, among the recent ones the account view lists (older ones are not shown). */
export function pendingCount(
  state: TransactionsState,
  chainId: number,
  account: string,
  now: number = Date.now(),
): number {
  const owner = account.toLowerCase()
  return Object.values(state[chainId] ?? {}).filter(
    (tx) => tx.from.toLowerCase() === owner && isPending(tx) && isRecent(tx, now),
  ).length
}
