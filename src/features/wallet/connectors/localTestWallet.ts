import type { EIP1193Provider } from 'viem'
import { injected } from 'wagmi'
import { LOCAL_CHAIN_ID, type LocalChainConfig } from '../../../chain/localChain.ts'
import { createNodeWalletProvider } from '../../../chain/nodeWalletProvider.ts'
import { LOCAL_TEST_WALLET_ID } from '../model/connectorOptions.ts'

const AUTHORIZED_KEY = 'localTestWallet.authorized'

// Remembered across reloads, like a browser wallet remembers the sites it is connected to.
const authorization = {
  get: () => {
    try {
      return window.localStorage.getItem(AUTHORIZED_KEY) === 'true'
    } catch {
      return false
    }
  },
  set: (authorized: boolean) => {
    try {
      if (authorized) window.localStorage.setItem(AUTHORIZED_KEY, 'true')
      else window.localStorage.removeItem(AUTHORIZED_KEY)
    } catch {
      // Storage unavailable (private mode): the connection lasts for this page only.
    }
  },
}

/** A connector to the local chain's unlocked dev accounts: only built into development and test builds. */
export function localTestWallet(config: LocalChainConfig) {
  const provider = createNodeWalletProvider(config.rpcUrl, LOCAL_CHAIN_ID, authorization)
  return injected({
    target: {
      id: LOCAL_TEST_WALLET_ID,
      name: 'Local test wallet',
      // The node provider implements the EIP-1193 surface wagmi uses (request, on, removeListener); viem's
      // type also spells out every method's typed signature, which a forwarding provider cannot narrow.
      provider: provider as unknown as EIP1193Provider,
    },
  })
}
