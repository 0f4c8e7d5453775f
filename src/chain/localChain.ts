import type { Address } from 'viem'

export type LocalToken = { address: Address; decimals: number; symbol: string; name: string }

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
}

export const LOCAL_CHAIN_ID = 31337
