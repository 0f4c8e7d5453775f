// Clients and helpers for the devchain's chain-integration tests (not part of the state fingerprint).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type TestClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { inject } from 'vitest'
import type { Deployment } from '../index.ts'
import { REPO_ROOT } from '../paths.ts'

function walletFor(privateKey: Hex, chain: Chain, rpcUrl: string) {
  return createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
}

export type TestWallet = ReturnType<typeof walletFor>

export interface Kit {
  deployment: Deployment
  chain: Chain
  publicClient: PublicClient
  testClient: TestClient
  /** Wallet of dev account `index`, signing locally with its private key. */
  wallet(index: number): TestWallet
  address(index: number): Address
  /** Waits for a receipt and fails on a revert. */
  mined(hash: Hash): Promise<void>
  readRepoFile(path: string): string
}

export function kit(): Kit {
  const deployment = inject('deployment')
  const rpcUrl = inject('rpcUrl')
  const chain: Chain = { ...anvil, rpcUrls: { default: { http: [rpcUrl] } } }
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport })
  const testClient = createTestClient({ chain, transport, mode: 'anvil' })
  const accountAt = (index: number) => {
    const entry = deployment.accounts[index]
    if (!entry) throw new Error(`No dev account ${index}`)
    return entry
  }
  return {
    deployment,
    chain,
    publicClient,
    testClient,
    wallet: (index) => walletFor(accountAt(index).privateKey, chain, rpcUrl),
    address: (index) => accountAt(index).address,
    mined: async (hash) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    },
    readRepoFile: (path) => readFileSync(join(REPO_ROOT, path), 'utf8'),
  }
}
