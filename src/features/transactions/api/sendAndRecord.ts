// The write path every screen uses: send through the chain layer (gas margin, revert reason), then record
// the transaction with its summary so the history, toasts and pending count know of it at once.
import type { Account, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import { AppError } from '../../../chain/errors.ts'
import { type SendRequest, send } from '../../../chain/send.ts'
import type { NewTransaction } from '../model/transactions.ts'

export type TransactionMeta = Pick<NewTransaction, 'summary' | 'approval' | 'claim'>

export class NoTransactionHashError extends AppError {
  constructor() {
    super('No transaction hash found.')
  }
}

const HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * Sends, and records the transaction the moment the wallet returns its hash, before any further request: a tab
 * closed or a node slow to answer right after cannot lose the record. The sender's nonce (to notice a replacement)
 * is learned afterwards, by the tracker (trackPending.ts).
 */
export async function sendAndRecord(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: SendRequest,
  meta: TransactionMeta,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const hash: unknown = await send(walletClient, publicClient, request)
  if (typeof hash !== 'string' || !HASH.test(hash)) throw new NoTransactionHashError()
  const from = typeof request.account === 'string' ? request.account : request.account.address
  const tx: NewTransaction = { hash, from, chainId: request.chainId, ...meta }
  record(tx)
  return hash as Hash
}
