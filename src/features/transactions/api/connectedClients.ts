// The connected wallet's client and the app's client of a chain, and the recorder, for a write. Import it from
// a lazily loaded module: wagmi's actions stay out of the first load.
import type { Address } from 'viem'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { wagmiConfig } from '../../wallet/index.ts'
import { transactionsStore } from '../store.ts'

export async function connectedClients(chainId: number, account: Address) {
  const walletClient = await getWalletClient(wagmiConfig, { chainId, account })
  const publicClient = getPublicClient(wagmiConfig, { chainId })
  if (!publicClient) throw new Error(`No client for chain ${chainId}`)
  return { walletClient, publicClient, record: transactionsStore().actions.add }
}
