// Sends a governance write from the connected wallet. Loaded on first use: wagmi's actions stay out of the
// page until a write.
import type { Hash } from 'viem'
import { connectedClients } from '../../transactions/index.ts'
import { type GovernanceRequest, sendGovernanceCall } from './sendGovernanceCall.ts'

export async function sendGovernanceCallFromWallet(
  request: GovernanceRequest,
  summary: string,
): Promise<Hash> {
  const { walletClient, publicClient, record } = await connectedClients(request.chainId, request.account)
  return sendGovernanceCall(walletClient, publicClient, request, summary, record)
}
