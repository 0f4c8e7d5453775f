// The e2e tests' view of the local chain, through the devchain's public API.
import type { Address } from 'viem'
import {
  type ChainFlavor,
  ensureState,
  findFreePort,
  resetChain,
  startDevchain,
} from '../../../devchain/index.ts'
import { E2E_CHAIN_PORT } from './constants.ts'

export type E2eChain = {
  rpcUrl: string
  accounts: Address[]
  chainId: number
  flavor: ChainFlavor
  stop(): Promise<void>
}

/** Once per run: the saved, seeded chain state exists and is current (built when missing or stale). */
export async function prepareChainState(flavor: ChainFlavor = 'devchain'): Promise<void> {
  await ensureState({ flavor, log: (line) => console.log(`${flavor}: ${line}`) })
}

/**
 * A worker's own anvil at `host` on the build's chain port (see BAKED_LOCAL_RPC_URL), from the saved state of the
 * devchain or of the mainnet replica.
 */
export async function startWorkerChain(host: string, flavor: ChainFlavor = 'devchain'): Promise<E2eChain> {
  const chain = await startDevchain({ port: E2E_CHAIN_PORT, host, flavor })
  return {
    rpcUrl: chain.rpcUrl,
    accounts: chain.deployment.accounts.map((a) => a.address),
    chainId: chain.deployment.chainId,
    flavor,
    stop: chain.stop,
  }
}

/** Back to exactly the saved state. */
export function resetWorkerChain(chain: Pick<E2eChain, 'rpcUrl' | 'flavor'>): Promise<void> {
  return resetChain(chain.rpcUrl, chain.flavor)
}

export { findFreePort }
