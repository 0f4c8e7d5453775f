// The e2e tests' view of the local chain, through the devchain's public API.
import type { Address } from 'viem'
import { ensureState, findFreePort, resetChain, startDevchain } from '../../../devchain/index.ts'
import { E2E_CHAIN_PORT } from './constants.ts'

export type E2eChain = { rpcUrl: string; accounts: Address[]; stop(): Promise<void> }

/** Once per run: the saved, seeded chain state exists and is current (built when missing or stale). */
export async function prepareChainState(): Promise<void> {
  await ensureState({ log: (line) => console.log(`devchain: ${line}`) })
}

/** A worker's own anvil at `host` on the build's chain port (see BAKED_LOCAL_RPC_URL), from the saved state. */
export async function startWorkerChain(host: string): Promise<E2eChain> {
  const chain = await startDevchain({ port: E2E_CHAIN_PORT, host })
  return { rpcUrl: chain.rpcUrl, accounts: chain.deployment.accounts.map((a) => a.address), stop: chain.stop }
}

/** Back to exactly the saved state. */
export function resetWorkerChain(rpcUrl: string): Promise<void> {
  return resetChain(rpcUrl)
}

export { findFreePort }
