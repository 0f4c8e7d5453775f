// The staking writes (spec 2 §7, §8, §9): stake after an approval of the LP token or stakeWithPermit with a
// signed LP permit, exit (withdraw everything and claim) and getReward, each with the spec's fixed gas limit.
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { stakingRewardsAbi } from '../../../lib/abis/stakingRewards.ts'

export const STAKE_GAS_LIMIT = 350_000n
export const EXIT_GAS_LIMIT = 300_000n
export const GET_REWARD_GAS_LIMIT = 350_000n

export const STAKE_NOT_AUTHORIZED_MESSAGE =
  'Attempting to stake without approval or a signature. Please contact support.'

/** Deposit was reached with neither an approval of the LP token nor a permit for it (spec 2 §8). */
export class StakeNotAuthorizedError extends Error {
  constructor() {
    super(STAKE_NOT_AUTHORIZED_MESSAGE)
    this.name = 'StakeNotAuthorizedError'
  }
}

/** A signed amount-form permit of the LP token for the staking pool. */
export type StakePermit = { v: number; r: Hex; s: Hex /** Unix seconds. */; deadline: bigint; amount: bigint }

export type StakingCall = { to: Address; data: Hex; gasLimit: bigint }

export type StakeCallParams = {
  stakingRewards: Address
  /** LP base units. */
  amount: bigint
  /** The pool's allowance of the LP token covers the amount. */
  approved: boolean
  permit: StakePermit | null
}

/** stakeWithPermit when a permit for exactly the amount is held, else stake once approved. */
export function buildStakeCall({ stakingRewards, amount, approved, permit }: StakeCallParams): StakingCall {
  if (permit && permit.amount === amount) {
    const { deadline, v, r, s } = permit
    return {
      to: stakingRewards,
      data: encodeFunctionData({
        abi: stakingRewardsAbi,
        functionName: 'stakeWithPermit',
        args: [amount, deadline, v, r, s],
      }),
      gasLimit: STAKE_GAS_LIMIT,
    }
  }
  if (!approved) throw new StakeNotAuthorizedError()
  return {
    to: stakingRewards,
    data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'stake', args: [amount] }),
    gasLimit: STAKE_GAS_LIMIT,
  }
}

/** Withdraws the whole stake and claims the rewards in one call. */
export function buildExitCall(stakingRewards: Address): StakingCall {
  return {
    to: stakingRewards,
    data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'exit' }),
    gasLimit: EXIT_GAS_LIMIT,
  }
}

export function buildGetRewardCall(stakingRewards: Address): StakingCall {
  return {
    to: stakingRewards,
    data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'getReward' }),
    gasLimit: GET_REWARD_GAS_LIMIT,
  }
}
