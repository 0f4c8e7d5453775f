import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { getConnection, getPublicClient, getWalletClient } from 'wagmi/actions'
import { useUserSettings } from '../features/settings/index.ts'
import {
  type PopupContent,
  sendAndRecord,
  transactionsStore,
  usePopups,
} from '../features/transactions/index.ts'
import { loadWalletRuntime } from '../features/wallet/index.ts'

/** What end-to-end tests can reach in a test build (this module is never part of a production build). */
export type E2eHooks = {
  crash: (message: string) => void
  addPopup: (popup: { content: PopupContent; key?: string; removeAfterMs?: number | null }) => string
  settings: () => { userDarkMode: boolean | null; userExpertMode: boolean }
  /** Sends 1 wei from the connected account to itself through the app's write path; resolves to the hash. */
  sendTestTransaction: (summary: string) => Promise<string>
}

async function sendTestTransaction(summary: string): Promise<string> {
  const { config } = await loadWalletRuntime()
  const { address, chainId } = getConnection(config)
  if (!address || chainId === undefined) throw new Error('No wallet is connected')
  const walletClient = await getWalletClient(config, { chainId })
  const publicClient = getPublicClient(config, { chainId })
  if (!publicClient) throw new Error(`No client for chain ${chainId}`)
  const account: Address = address
  return sendAndRecord(
    walletClient,
    publicClient,
    { to: account, value: 1n, account, chainId },
    { summary },
    (tx) => transactionsStore().actions.add(tx),
  )
}

/** Test builds only: lets the e2e tests crash the app on purpose, add popups and send app transactions. */
export function TestHooks() {
  const [crash, setCrash] = useState<string | null>(null)
  useEffect(() => {
    const hooks: E2eHooks = {
      crash: setCrash,
      addPopup: (popup) => usePopups.getState().addPopup(popup),
      settings: () => {
        const { userDarkMode, userExpertMode } = useUserSettings.getState()
        return { userDarkMode, userExpertMode }
      },
      sendTestTransaction,
    }
    Object.defineProperty(window, '__e2e', { value: hooks, configurable: true })
  }, [])
  if (crash !== null) throw new Error(crash)
  return null
}
