// Sends a claim from the connected wallet. Loaded on first use: wagmi's actions stay out of the page until a
// write.
import type { Hash } from 'viem'
import { connectedClients } from '../../transactions/index.ts'
import { type ClaimRequest, claimAirdrop } from './claimAirdrop.ts'

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export async function sendClaim(request: ClaimRequest, summary: string): Promise<Hash> {
  const { walletClient, publicClient, record } = await connectedClients(request.chainId, request.sender)
  return claimAirdrop(walletClient, publicClient, request, summary, record)
}
