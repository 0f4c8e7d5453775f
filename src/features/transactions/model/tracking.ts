// The tracker's decisions for one new block: which pending transactions to look at, what a lookup means
// (mined, replaced or still pending) and the toast a mined transaction gets.
import { isReplaced, shouldCheck } from './receiptChecks.ts'
import {
  isSuccessful,
  type ReceiptRecord,
  type TransactionRecord,
  type TransactionsState,
} from './transactions.ts'

/** The chain's transactions to look up in `currentBlock`, by the re-check schedule. */
export function dueForCheck(
  state: TransactionsState,
  chainId: number,
  currentBlock: number,
  now: number,
): TransactionRecord[] {
  return Object.values(state[chainId] ?? {}).filter((tx) => shouldCheck(tx, currentBlock, now))
}

/** The senders whose mined transaction count tells whether these unmined transactions were replaced. */
export function sendersToCount(unmined: readonly TransactionRecord[]): string[] {
  const senders = new Map<string, string>()
  for (const tx of unmined) if (tx.nonce !== undefined) senders.set(tx.from.toLowerCase(), tx.from)
  return [...senders.values()]
}

/**
 * The stored transaction that took `tx`'s place: same chain, sender and nonce, another hash, mined. Null when
 * the replacement was not sent from this app (or is not known to be mined yet).
 */
export function replacementOf(state: TransactionsState, tx: TransactionRecord): string | null {
  if (tx.nonce === undefined) return null
  const sender = tx.from.toLowerCase()
  const other = Object.values(state[tx.chainId] ?? {}).find(
    (candidate) =>
      candidate.hash !== tx.hash &&
      candidate.nonce === tx.nonce &&
      candidate.from.toLowerCase() === sender &&
      candidate.receipt !== undefined,
  )
  return other?.hash ?? null
}

export type UnminedOutcome = { kind: 'pending' } | { kind: 'maybe-replaced' }

/**
 * A transaction without a receipt is still pending unless its sender's mined count is past its nonce; then it
 * may have been replaced, which the caller confirms with one more receipt lookup (it could have been mined
 * between the first lookup and the count).
 */
export function unminedOutcome(tx: TransactionRecord, minedCount: number | undefined): UnminedOutcome {
  return minedCount !== undefined && isReplaced(tx, minedCount)
    ? { kind: 'maybe-replaced' }
    : { kind: 'pending' }
}

export type ResultPopup = {
  key: string
  removeAfterMs: number
  txn: { hash: string; success: boolean; summary?: string | undefined }
}

/** The toast of a mined transaction: its summary, success or failure, keyed by hash (shown once per hash). */
export function resultPopupOf(
  tx: TransactionRecord,
  receipt: ReceiptRecord,
  removeAfterMs: number,
): ResultPopup {
  return {
    key: tx.hash,
    removeAfterMs,
    txn: { hash: tx.hash, success: isSuccessful({ ...tx, receipt }), summary: tx.summary },
  }
}
