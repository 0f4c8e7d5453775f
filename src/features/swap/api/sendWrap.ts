// Sends a wrap or unwrap from the connected wallet through the one write path (loaded on first use).
import type { Address, Hash } from 'viem'
import { sendAndRecord } from '../../transactions/index.ts'
import { buildWrapCall } from '../model/buildWrapCall.ts'
import { connectedClients } from './clients.ts'

export type WrapRequest = {
  chainId: number
  account: Address
  wrappedNative: Address
  type: 'wrap' | 'unwrap'
  amount: bigint
}

export async function sendWrap(request: WrapRequest, summary: string): Promise<Hash> {
  const { chainId, account } = request
  const { walletClient, publicClient, record } = await connectedClients(chainId, account)
  const call = buildWrapCall(request.wrappedNative, request.type, request.amount)
  return sendAndRecord(walletClient, publicClient, { ...call, account, chainId }, { summary }, record)
}
