// Sends a wrap or unwrap from the connected wallet through the one write path (loaded on first use).
import type { Address, Hash } from 'viem'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { sendAndRecord, transactionsStore } from '../../transactions/index.ts'
import { wagmiConfig } from '../../wallet/index.ts'
import { buildWrapCall } from '../model/buildWrapCall.ts'

export type WrapRequest = {
  chainId: number
  account: Address
  wrappedNative: Address
  type: 'wrap' | 'unwrap'
  amount: bigint
}

export async function sendWrap(request: WrapRequest, summary: string): Promise<Hash> {
  const { chainId, account } = request
  const walletClient = await getWalletClient(wagmiConfig, { chainId, account })
  const publicClient = getPublicClient(wagmiConfig, { chainId })
  if (!publicClient) throw new Error(`No client for chain ${chainId}`)
  const call = buildWrapCall(request.wrappedNative, request.type, request.amount)
  return sendAndRecord(walletClient, publicClient, { ...call, account, chainId }, { summary }, (tx) =>
    transactionsStore().actions.add(tx),
  )
}
