// Clients for the chain-integration tests of src/chain: the app's batched transport to the seeded local
// chain, and wallets that sign on the node (anvil's unlocked dev accounts), as the injected test wallet does.
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { inject } from 'vitest'
import { batchedHttp } from '../batchedHttp.ts'

/** 'replica': the mainnet replica (chain 1, mainnet's addresses); tests/chain/perFile.ts resets both chains. */
export type KitChain = 'devchain' | 'replica'

export type LocalChainKit = {
  deployment: ReturnType<typeof inject<'deployment'>>
  chain: Chain
  publicClient: PublicClient<Transport, Chain>
  /** A wallet of dev account `index` whose requests the node signs. */
  nodeWallet(index: number): WalletClient<Transport, Chain, { address: Address; type: 'json-rpc' }>
  address(index: number): Address
  /** Waits for the receipt and fails on a revert. */
  mined(hash: Hash): Promise<void>
}

export function localChainKit(which: KitChain = 'devchain'): LocalChainKit {
  const deployment = inject(which === 'replica' ? 'replicaDeployment' : 'deployment')
  const rpcUrl = inject(which === 'replica' ? 'replicaRpcUrl' : 'rpcUrl')
  const chainId = deployment.chainId
  const chain = defineChain({
    id: chainId,
    name: which === 'replica' ? 'Mainnet replica' : 'Localhost',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const publicClient = createPublicClient({
    chain,
    transport: batchedHttp({ url: rpcUrl, chainId }),
  })
  const address = (index: number): Address => {
    const entry = deployment.accounts[index]
    if (!entry) throw new Error(`No dev account ${index}`)
    return entry.address
  }
  return {
    deployment,
    chain,
    publicClient,
    address,
    nodeWallet: (index) => createWalletClient({ account: address(index), chain, transport: http(rpcUrl) }),
    mined: async (hash) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    },
  }
}
