// Sends a staking write from the connected wallet. Loaded on first use: wagmi's actions stay out of the page
// until a write.
import type { Hash } from 'viem'
import { connectedClients } from '../../transactions/index.ts'
import { type StakingRequest, sendStakingCall } from './sendStakingCall.ts'

export async function sendStakingCallFromWallet(request: StakingRequest, summary: string): Promise<Hash> {
  const { walletClient, publicClient, record } = await connectedClients(request.chainId, request.account)
  return sendStakingCall(walletClient, publicClient, request, summary, record)
}
