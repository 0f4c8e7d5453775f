// Sends a remove v2 from the connected wallet. Loaded on first use: wagmi's actions stay out of the page until
// a write.
import type { Hash } from 'viem'
import { connectedClients } from '../../transactions/index.ts'
import { type RemoveV2Request, removeLiquidityV2 } from './removeLiquidityV2.ts'

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export async function sendRemoveLiquidityV2(request: RemoveV2Request, summary: string): Promise<Hash> {
  const { walletClient, publicClient, record } = await connectedClients(request.chainId, request.account)
  return removeLiquidityV2(walletClient, publicClient, request, summary, record)
}
