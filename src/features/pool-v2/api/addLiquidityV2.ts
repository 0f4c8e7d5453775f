// Sends a v2 add (buildAddV2Call's call) from the connected wallet through the one recorded write path. Loaded
// on Confirm: wagmi's actions stay out of the page until a write.
import type { Address, Hash, Hex } from 'viem'
import { connectedClients, sendAndRecord } from '../../transactions/index.ts'

export type AddLiquidityV2Request = {
  chainId: number
  account: Address
  call: { to: Address; data: Hex; value: bigint }
}

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export async function addLiquidityV2(request: AddLiquidityV2Request, summary: string): Promise<Hash> {
  const { chainId, account, call } = request
  const { walletClient, publicClient, record } = await connectedClients(chainId, account)
  return sendAndRecord(walletClient, publicClient, { ...call, account, chainId }, { summary }, record)
}
