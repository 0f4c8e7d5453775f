// The connected wallet's client and the app's client of a chain, for the swap's writes (loaded on first use).
import type { Address } from 'viem'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { transactionsStore } from '../../transactions/index.ts'
import { wagmiConfig } from '../../wallet/index.ts'

export async function connectedClients(chainId: number, account: Address) {
  const walletClient = await getWalletClient(wagmiConfig, { chainId, account })
  const publicClient = getPublicClient(wagmiConfig, { chainId })
  if (!publicClient) throw new Error(`No client for chain ${chainId}`)
  return { walletClient, publicClient, record: transactionsStore().actions.add }
}
