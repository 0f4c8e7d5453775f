// The per-pool reads of liquidity mining (spec 2 §7 "staking balanceOf, earned, totalSupply, rewardRate,
// periodFinish"), described for the multicall engine so the whole list leaves in the block's one request. Mining
// reads them all; the UNI balance dialog reads what the account has earned.
import type { Address } from 'viem'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'
import { stakingRewardsAbi } from '../../../lib/abis/stakingRewards.ts'

export type PoolRead = 'totalSupply' | 'rewardRate' | 'periodFinish'
export type AccountRead = 'balanceOf' | 'earned'

/** A pool-wide figure: the LP staked in all, the UNI paid per second, or when the period ends. */
export function stakingPoolRead(stakingRewards: Address, functionName: PoolRead): ReadCall<bigint> {
  return contractRead({ address: stakingRewards, abi: stakingRewardsAbi, functionName })
}

/** The account's stake, or the UNI it has earned and not claimed. */
export function stakingAccountRead(
  stakingRewards: Address,
  functionName: AccountRead,
  account: Address,
): ReadCall<bigint> {
  return contractRead({ address: stakingRewards, abi: stakingRewardsAbi, functionName, args: [account] })
}
