// The pair's pool address in each of the three fee tiers (whether or not the pool exists), for reading how
// much each holds (spec 2 §4 "Fee tier selection"). Through the SDK's computePoolAddress on the chain's factory.
import { Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { poolAddressOf } from '../../../lib/routing/v3Routing.ts'
import { FEE_TIERS, type FeeTier } from './feeTierShares.ts'

export type FeeTierPool = { fee: FeeTier; address: Address }

/** Null for a token paired with itself. The address hangs on the token addresses only, not their decimals. */
export function feeTierPools(
  chainId: number,
  tokenA: Address,
  tokenB: Address,
  factory: Address,
): FeeTierPool[] | null {
  if (tokenA.toLowerCase() === tokenB.toLowerCase()) return null
  const token = (address: Address) => new Token(chainId, address, 18, undefined, undefined, true)
  return FEE_TIERS.map((fee) => ({
    fee,
    address: poolAddressOf(token(tokenA), token(tokenB), fee as FeeAmount, factory),
  }))
}
