// When a pending transaction is looked up again (spec 1 §4 "Transactions", §9 receipt retries).

const FIVE_MINUTES_MS = 5 * 60_000
const SIXTY_MINUTES_MS = 60 * 60_000

/**
 * Whether to look for the receipt in `currentBlock`: every block at first; after 5 minutes only when more
 * than 2 blocks passed since the last check; after 60 minutes only when more than 9 did.
 */
export function shouldCheck(
  tx: { addedTime: number; lastCheckedBlockNumber?: number; receipt?: unknown; replacedBy?: unknown },
  currentBlock: number,
  now: number,
): boolean {
  if (tx.receipt !== undefined || tx.replacedBy !== undefined) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = currentBlock - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const pendingMs = now - tx.addedTime
  if (pendingMs > SIXTY_MINUTES_MS) return blocksSinceCheck > 9
  if (pendingMs > FIVE_MINUTES_MS) return blocksSinceCheck > 2
  return true
}

export type ReceiptRetryPolicy = { retries: number; minWaitMs: number; maxWaitMs: number }

/** Arbitrum and Optimism chains: up to 10 retries 250–1000 ms apart; elsewhere one attempt with no wait. */
export function receiptRetryPolicy(isArbitrumOrOptimism: boolean): ReceiptRetryPolicy {
  return isArbitrumOrOptimism
    ? { retries: 10, minWaitMs: 250, maxWaitMs: 1000 }
    : { retries: 0, minWaitMs: 0, maxWaitMs: 0 }
}

/**
 * A transaction without a receipt whose nonce the sender has already used up (the account's mined
 * transaction count is past it) was replaced: sped up or cancelled from the wallet, or dropped for another.
 * Callers decide this only after a receipt lookup for the transaction's own hash at that block found none.
 */
export function isReplaced(
  tx: { nonce?: number; receipt?: unknown },
  minedTransactionCount: number,
): boolean {
  return tx.receipt === undefined && tx.nonce !== undefined && minedTransactionCount > tx.nonce
}
