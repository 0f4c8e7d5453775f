// The e2e tests' view of the local chain, through the devchain's public API.
import type { Address } from 'viem'
import { ensureState, findFreePort, resetChain, startDevchain } from '../../../devchain/index.ts'

export type E2eChain = { rpcUrl: string; accounts: Address[]; stop(): Promise<void> }

/** Once per run: the saved, seeded chain state exists and is current (built when missing or stale). */
export async function prepareChainState(): Promise<void> {
  await ensureState({ log: (line) => console.log(`devchain: ${line}`) })
}

/** A worker's own anvil on a free port, started from the saved state. */
export async function startWorkerChain(): Promise<E2eChain> {
  const chain = await startDevchain({ port: await findFreePort(), host: '127.0.0.1' })
  return { rpcUrl: chain.rpcUrl, accounts: chain.deployment.accounts.map((a) => a.address), stop: chain.stop }
}

/** Back to exactly the saved state. */
export function resetWorkerChain(rpcUrl: string): Promise<void> {
  return resetChain(rpcUrl)
}

export { findFreePort }
