// One round of transaction tracking for a new block: look up the receipts of the due transactions, finalize
// the mined ones, mark the ones whose nonce another mined transaction took as replaced, and note the block
// for the rest.
import type { Hash, PublicClient } from 'viem'
import type { ReceiptRetryPolicy } from '../model/receiptChecks.ts'
import { dueForCheck, replacementOf, sendersToCount, unminedOutcome } from '../model/tracking.ts'
import type { ReceiptRecord, TransactionRecord, TransactionsState } from '../model/transactions.ts'
import { getMinedTransactionCount, getReceipt } from './receipts.ts'

export type TrackingClient = Pick<
  PublicClient,
  'getTransactionReceipt' | 'getTransactionCount' | 'getTransaction'
>

export type TrackingRound = {
  client: TrackingClient
  chainId: number
  blockNumber: number
  policy: ReceiptRetryPolicy
  now: () => number
  getState: () => TransactionsState
  check: (chainId: number, hash: string, blockNumber: number) => void
  finalize: (chainId: number, hash: string, receipt: ReceiptRecord) => void
  replace: (chainId: number, hash: string, replacementHash: string | null) => void
  /** The nonce of a transaction recorded without one (it is recorded the moment the wallet returns its hash). */
  noteNonce: (chainId: number, hash: string, nonce: number) => void
  /** Called once for each transaction finalized in this round. */
  onMined: (tx: TransactionRecord, receipt: ReceiptRecord) => void
  log?: (message: string, error: unknown) => void
}

export async function trackPendingTransactions(round: TrackingRound): Promise<void> {
  const { client, chainId, blockNumber, policy } = round
  const log = round.log ?? ((message, error) => console.warn(message, error))
  const due = dueForCheck(round.getState(), chainId, blockNumber, round.now())
  if (due.length === 0) return

  // A failed lookup (not "not found") leaves the transaction unchecked, so the next block tries again.
  const lookup = (tx: TransactionRecord) =>
    getReceipt(client, tx.hash, policy).catch((error: unknown) => {
      log(`Could not look up the receipt of ${tx.hash}`, error)
      return undefined
    })
  const finalize = (tx: TransactionRecord, receipt: ReceiptRecord) => {
    round.finalize(chainId, tx.hash, receipt)
    round.onMined(tx, receipt)
  }

  // A transaction is recorded the moment the wallet returns its hash, without its nonce: it is read here once the
  // node knows the transaction (a pending one is told replaced by it, a mined one names what it replaced).
  const withNonce = async (tx: TransactionRecord): Promise<TransactionRecord> => {
    if (tx.nonce !== undefined) return tx
    const nonce = await client.getTransaction({ hash: tx.hash as Hash }).then(
      (found) => found.nonce,
      () => undefined,
    )
    if (nonce === undefined) return tx
    round.noteNonce(chainId, tx.hash, nonce)
    return { ...tx, nonce }
  }

  const looked = await Promise.all(due.map(async (tx) => ({ tx, receipt: await lookup(tx) })))
  const unmined: TransactionRecord[] = []
  for (const { tx, receipt } of looked) {
    if (receipt) finalize(await withNonce(tx), receipt)
    else if (receipt === null) unmined.push(await withNonce(tx))
  }
  if (unmined.length === 0) return

  const counts = new Map<string, number | undefined>(
    await Promise.all(
      sendersToCount(unmined).map(async (sender) => {
        const count = await getMinedTransactionCount(client, sender).catch((error: unknown) => {
          log(`Could not read the transaction count of ${sender}`, error)
          return undefined
        })
        return [sender.toLowerCase(), count] as const
      }),
    ),
  )
  for (const tx of unmined) {
    const outcome = unminedOutcome(tx, counts.get(tx.from.toLowerCase()))
    if (outcome.kind === 'pending') {
      round.check(chainId, tx.hash, blockNumber)
      continue
    }
    // The count was read after the first lookup: a receipt now means it was mined in between.
    const receipt = await lookup(tx)
    if (receipt) finalize(tx, receipt)
    else if (receipt === null) round.replace(chainId, tx.hash, replacementOf(round.getState(), tx))
  }
}
