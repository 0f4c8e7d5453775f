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

async function nonceOf(
  client: Pick<PublicClient, 'getTransaction'>,
  hash: Hash,
): Promise<number | undefined> {
  try {
    return (await client.getTransaction({ hash })).nonce
  } catch {
    // A node that has not seen the transaction yet: it is still recorded, without replacement detection.
    return undefined
  }
}

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
  const nonce = await nonceOf(publicClient, hash as Hash)
  if (nonce !== undefined) tx.nonce = nonce
  record(tx)
  return hash as Hash
}
