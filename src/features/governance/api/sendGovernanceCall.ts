// Sends a governance write (propose, castVote, delegate) through the one recorded write path (spec 2 §7:
// estimated, +20 % gas, the revert reason on a failed estimate).
import type { Account, Address, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import type { GovernanceCall } from '../model/buildGovernanceCalls.ts'

export type GovernanceRequest = { chainId: number; account: Address; call: GovernanceCall }

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export function sendGovernanceCall(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  { chainId, account, call }: GovernanceRequest,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  return sendAndRecord(walletClient, publicClient, { ...call, account, chainId }, { summary }, record)
}
