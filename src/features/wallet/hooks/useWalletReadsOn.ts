import { useSyncExternalStore } from 'react'
import { subscribeWalletReads, walletReadProviderOn } from '../../../chain/walletReads.ts'

/** Whether the connected wallet reads `chainId` for the app (it is connected on that chain), as it changes. */
export function useWalletReadsOn(chainId: number | undefined): boolean {
  return useSyncExternalStore(
    subscribeWalletReads,
    () => chainId !== undefined && walletReadProviderOn(chainId) !== null,
    () => false,
  )
}
