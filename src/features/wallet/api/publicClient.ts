import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import type { ReadClient } from '../../../chain/multicall.ts'

// Only ever imported lazily: viem's public actions (every read, with ccip and secp256k1) would be about a
// quarter of the swap page's first load.

/** wagmi's client for the chain with viem's public actions; undefined when the chain is not configured. */
export function publicClientOf(config: Config, chainId: number): ReadClient | undefined {
  return getPublicClient(config, { chainId })
}
