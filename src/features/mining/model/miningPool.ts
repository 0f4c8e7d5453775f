// A staking pool as the model sees it (the chain layer's StakingPool fits): the StakingRewards contract, the
// v2 pair it stakes and the pair's two tokens.
import type { Address } from 'viem'

export type MiningPoolToken = { address: Address; decimals: number; symbol: string }

export type MiningPool = {
  stakingRewards: Address
  stakingToken: Address
  tokens: readonly [MiningPoolToken, MiningPoolToken]
}

/** UNI, the reward of every pool. */
export const REWARD_DECIMALS = 18
/** Every v2 pair's LP token. */
export const LP_DECIMALS = 18
