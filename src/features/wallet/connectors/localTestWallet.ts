import type { EIP1193Provider } from 'viem'
import { injected } from 'wagmi'
import { LOCAL_CHAIN_ID, type LocalChainConfig } from '../../../chain/localChain.ts'
import { createNodeWalletProvider } from '../../../chain/nodeWalletProvider.ts'
import { guardedStorage } from '../../../storage/browserStorage.ts'
import { LOCAL_TEST_WALLET_ID } from '../model/connectorOptions.ts'

const AUTHORIZED_KEY = 'localTestWallet.authorized'

// Remembered across reloads, like a browser wallet remembers the sites it is connected to; for this page only
// where the browser refuses storage.
const storage = guardedStorage()
const authorization = {
  get: () => storage.getItem(AUTHORIZED_KEY) === 'true',
  set: (authorized: boolean) => {
    if (authorized) storage.setItem(AUTHORIZED_KEY, 'true')
    else storage.removeItem(AUTHORIZED_KEY)
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
