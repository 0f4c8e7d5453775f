import { existsSync } from 'node:fs'
import { startAnvil } from './anvil.ts'
import { DEFAULT_HOST, DEFAULT_PORT } from './constants.ts'
import { type ChainFlavor, chainPaths } from './paths.ts'
import { ensureState, loadDeployment, mineFreshBlock } from './state.ts'
import type { Deployment } from './types.ts'

export interface StartDevchainOptions {
  port?: number
  host?: string
  log?: (line: string) => void
  /** Mine an empty block every this many seconds besides automine, so that an idle chain's latest
   * block time keeps up with the clock (useful for long manual sessions; off by default). */
  blockTime?: number
  /** Which chain (default the devchain; 'mainnet' the mainnet replica, chain id 1). */
  flavor?: ChainFlavor
}

export interface RunningDevchain {
  rpcUrl: string
  port: number
  deployment: Deployment
  stop(): Promise<void>
}

/**
 * Starts anvil from the saved state (rebuilt first when stale or missing) on `port` (default 8545), mines
 * one block so the latest block time is current, and resolves once it answers JSON-RPC. The returned
 * deployment carries the actual RPC URL.
 */
export async function startDevchain(opts: StartDevchainOptions = {}): Promise<RunningDevchain> {
  const port = opts.port ?? DEFAULT_PORT
  const host = opts.host ?? DEFAULT_HOST
  const flavor = opts.flavor ?? 'devchain'
  await ensureState({ flavor, log: opts.log ?? (() => {}) })
  const { state } = chainPaths(flavor)
  if (!existsSync(state))
    throw new Error('The saved chain state is missing after the build: run npm run devchain:build.')
  const deployment = loadDeployment(flavor)
  const anvil = await startAnvil({
    port,
    host,
    chainId: deployment.chainId,
    loadState: state,
    ...(opts.blockTime ? { blockTime: opts.blockTime } : {}),
  })
  try {
    await mineFreshBlock(anvil.rpcUrl)
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return { rpcUrl: anvil.rpcUrl, port, deployment: { ...deployment, rpcUrl: anvil.rpcUrl }, stop: anvil.stop }
}
