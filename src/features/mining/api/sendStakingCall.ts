// Sends a staking write (stake, stakeWithPermit, exit, getReward) through the one recorded write path with the
// spec's fixed gas limit (spec 2 §7); the call is still estimated first, so a revert shows its reason.
import type { Account, Address, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import type { StakingCall } from '../model/buildStakingCalls.ts'

export type StakingRequest = { chainId: number; account: Address; call: StakingCall }

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export function sendStakingCall(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  { chainId, account, call }: StakingRequest,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const request = { to: call.to, data: call.data, gasLimit: call.gasLimit, account, chainId }
  return sendAndRecord(walletClient, publicClient, request, { summary }, record)
}
