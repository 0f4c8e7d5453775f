import { decodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakingRewardsAbi } from '../../../lib/abis/stakingRewards.ts'
import {
  buildExitCall,
  buildGetRewardCall,
  buildStakeCall,
  STAKE_NOT_AUTHORIZED_MESSAGE,
  StakeNotAuthorizedError,
} from './buildStakingCalls.ts'

const POOL = '0x5971B98C0066517Bae7D44021f42e50B77cfe1F9'
const R: Hex = `0x${'11'.repeat(32)}`
const S: Hex = `0x${'22'.repeat(32)}`
const decode = (data: Hex) => decodeFunctionData({ abi: stakingRewardsAbi, data })

describe('buildStakeCall', () => {
  it('stakes the amount after an approval, with gas 350000', () => {
    const call = buildStakeCall({ stakingRewards: POOL, amount: 5n, approved: true, permit: null })
    expect(call.to).toBe(POOL)
    expect(call.gasLimit).toBe(350_000n)
    expect(decode(call.data)).toEqual({ functionName: 'stake', args: [5n] })
  })
  it('stakes with the permit when one for the amount is held, with gas 350000', () => {
    const permit = { v: 27, r: R, s: S, deadline: 1_000n, amount: 5n }
    const call = buildStakeCall({ stakingRewards: POOL, amount: 5n, approved: false, permit })
    expect(call.gasLimit).toBe(350_000n)
    expect(decode(call.data)).toEqual({ functionName: 'stakeWithPermit', args: [5n, 1_000n, 27, R, S] })
  })
  it('refuses to stake without approval or a signature', () => {
    const permit = { v: 27, r: R, s: S, deadline: 1_000n, amount: 4n }
    const build = () => buildStakeCall({ stakingRewards: POOL, amount: 5n, approved: false, permit })
    expect(build).toThrow(StakeNotAuthorizedError)
    expect(build).toThrow(STAKE_NOT_AUTHORIZED_MESSAGE)
    expect(STAKE_NOT_AUTHORIZED_MESSAGE).toBe(
      'Attempting to stake without approval or a signature. Please contact support.',
    )
  })
})

describe('exit and claim', () => {
  it('withdraws with exit(), gas 300000', () => {
    const call = buildExitCall(POOL)
    expect(call.gasLimit).toBe(300_000n)
    expect(decode(call.data).functionName).toBe('exit')
  })
  it('claims with getReward(), gas 350000', () => {
    const call = buildGetRewardCall(POOL)
    expect(call.gasLimit).toBe(350_000n)
    expect(decode(call.data).functionName).toBe('getReward')
  })
})
