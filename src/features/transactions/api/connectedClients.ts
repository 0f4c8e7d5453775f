// The connected wallet's client and the app's client of a chain, and the recorder, for a write. Import it from
// a lazily loaded module: wagmi's actions stay out of the first load.
import type { Address, Hash, Hex } from 'viem'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { loadWalletRuntime } from '../../wallet/index.ts'
import { transactionsStore } from '../store.ts'
import { sendAndRecord } from './sendAndRecord.ts'

export async function connectedClients(chainId: number, account: Address) {
  const { config } = await loadWalletRuntime()
  const walletClient = await getWalletClient(config, { chainId, account })
  const publicClient = getPublicClient(config, { chainId })
  if (!publicClient) throw new Error(`No client for chain ${chainId}`)
  return { walletClient, publicClient, record: transactionsStore().actions.add }
}

export type ConnectedCall = { chainId: number; account: Address; to: Address; data: Hex; value: bigint }

/**
 * Sends one call from the connected wallet through the one recorded write path (chain/send: estimated, the
 * chain's gas margin); resolves to the hash once the wallet returns it, the transaction recorded with `summary`.
 */
export async function sendConnectedCall(call: ConnectedCall, summary: string): Promise<Hash> {
  const { walletClient, publicClient, record } = await connectedClients(call.chainId, call.account)
  return sendAndRecord(walletClient, publicClient, call, { summary }, record)
}
