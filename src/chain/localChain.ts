import type { Address } from 'viem'

export type LocalToken = { address: Address; decimals: number; symbol: string; name: string }

/** A StakingRewards pool the devchain deployed, and the two tokens of the v2 pair it stakes. */
export type LocalStakingPool = { stakingRewards: Address; tokens: readonly [Address, Address] }

/**
 * What a development or test build knows about the local chain (chain id 31337): its JSON-RPC URL and the
 * addresses of the contracts and tokens the devchain deployed. Built by vite.config.ts from the devchain's
 * deployment file; there is no local chain in production builds.
 */
export type LocalChainConfig = {
  chainId: number
  rpcUrl: string
  contracts: Record<string, Address>
  tokens: Record<string, LocalToken>
  /** The liquidity mining pools (spec 2 §2); none when the deployment has none. */
  stakingPools?: readonly LocalStakingPool[]
  /**
   * A v3 subgraph for the local chain (`VITE_LOCAL_SUBGRAPH_URL`), for tests that answer it; none by default,
   * like every chain facts §12 does not list.
   */
  subgraphUrl?: string
}

export const LOCAL_CHAIN_ID = 31337
