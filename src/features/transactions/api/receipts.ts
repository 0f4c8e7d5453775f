// Chain reads of the transaction tracker: a receipt (with the layer-2 retry policy) and the sender's mined
// transaction count, which tells a replaced transaction from a pending one.
import type { Address, Hash, PublicClient } from 'viem'
import { isHeaderNotFound } from '../../../chain/multicall.ts'
import type { ReceiptRetryPolicy } from '../model/receiptChecks.ts'
import type { ReceiptRecord } from '../model/transactions.ts'

type ReceiptReader = Pick<PublicClient, 'getTransactionReceipt'>

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// Not mined yet. A node behind the chain ('header not found') knows nothing either way: that is a failure,
// or the tracker would read the spent nonce as a replacement.
function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error) || isHeaderNotFound(error)) return false
  return /could not be found|not found/i.test(error.message)
}

/** The receipt, or null while the transaction is not mined. Other failures are thrown. */
export async function getReceipt(
  client: ReceiptReader,
  hash: string,
  policy: ReceiptRetryPolicy,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<ReceiptRecord | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await client.getTransactionReceipt({ hash: hash as Hash })
      const receipt: ReceiptRecord = {
        blockHash: r.blockHash,
        blockNumber: Number(r.blockNumber),
        contractAddress: r.contractAddress ?? null,
        from: r.from,
        to: r.to,
        transactionHash: r.transactionHash,
        transactionIndex: r.transactionIndex,
      }
      if (r.status === 'success') receipt.status = 1
      else if (r.status === 'reverted') receipt.status = 0
      return receipt
    } catch (error) {
      if (!isNotFound(error)) throw error
      if (attempt >= policy.retries) return null
      await wait(policy.minWaitMs + Math.random() * (policy.maxWaitMs - policy.minWaitMs))
    }
  }
}

/** How many transactions of `account` are mined: the next nonce at the latest block. */
export function getMinedTransactionCount(
  client: Pick<PublicClient, 'getTransactionCount'>,
  account: string,
): Promise<number> {
  return client.getTransactionCount({ address: account as Address, blockTag: 'latest' })
}
