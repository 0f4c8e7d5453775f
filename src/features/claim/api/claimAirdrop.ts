// Sends an airdrop claim through the one recorded write path (spec 2 §7): gas estimated with the chain layer's
// margin (×1.2, none on Optimism), recorded with the recipient so pending claims are known as such.
import type { Account, Address, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import { buildClaimCall } from '../model/buildClaimCall.ts'
import type { ClaimRecord } from '../model/claimRecord.ts'

export type ClaimRequest = {
  chainId: number
  distributor: Address
  /** The connected account, which sends and pays for the claim. */
  sender: Address
  /** Whose claim it is: the tokens go there, whoever sends it (spec 2 §6). */
  recipient: Address
  record: ClaimRecord
}

export function claimAirdrop(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: ClaimRequest,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const { chainId, distributor, sender, recipient } = request
  const call = buildClaimCall(distributor, recipient, request.record)
  return sendAndRecord(
    walletClient,
    publicClient,
    { ...call, account: sender, chainId },
    { summary, claim: { recipient } },
    record,
  )
}
