import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { StakingEntry } from '../types.ts'
import { stakingFactoryAbi, stakingRewardsAbi } from './abis.ts'
import { loadArtifact } from './artifacts.ts'
import { account, pairLabel, type SeedContext } from './context.ts'
import { STAKING_CREATION_ORDER, STAKING_PAIRS, STAKING_REWARD_UNI, units } from './market.ts'
import { lpBalance, pairAddress } from './seedV2.ts'

const GENESIS_DELAY_SECONDS = 3600n

function stakingRewardsOf(ctx: SeedContext, factory: Address, stakingToken: Address) {
  return ctx.chain.client.readContract({
    address: factory,
    abi: stakingFactoryAbi,
    functionName: 'stakingRewardsInfoByStakingToken',
    args: [stakingToken],
  })
}

/**
 * StakingRewardsFactory with a UNI reward pool per staking pair. The factory's genesis must lie in the
 * future when it is deployed and in the past when rewards are notified, so the chain's clock is moved past
 * it in between. Account 0 stakes half of its WETH/DAI LP.
 */
export async function seedStaking(
  ctx: SeedContext,
): Promise<{ factory: `0x${string}`; pools: StakingEntry[] }> {
  const a0 = account(ctx, 0)
  const genesis = (await ctx.chain.timestamp()) + GENESIS_DELAY_SECONDS
  const artifact = loadArtifact('StakingRewardsFactory')
  const factory = await ctx.chain.deploy(a0, 'StakingRewardsFactory', artifact.abi, artifact.bytecode, [
    ctx.tokens.UNI,
    genesis,
  ])
  const reward = units('UNI', STAKING_REWARD_UNI)
  const fund = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [factory, reward * BigInt(STAKING_PAIRS.length)],
  })
  await ctx.chain.send(a0, { to: ctx.tokens.UNI, data: fund }, 'fund staking factory')
  for (const [a, b] of STAKING_CREATION_ORDER) {
    const stakingToken = await pairAddress(ctx, a, b)
    const data = encodeFunctionData({
      abi: stakingFactoryAbi,
      functionName: 'deploy',
      args: [stakingToken, reward],
    })
    await ctx.chain.send(a0, { to: factory, data }, `staking pool ${a}/${b}`)
    // The factory creates each pool at its own next nonce: on the replica, where mainnet's factory created it.
    const [created] = await stakingRewardsOf(ctx, factory, stakingToken)
    ctx.chain.expectPlanned(`StakingRewards ${a}/${b}`, created)
  }

  await ctx.chain.increaseTime(genesis - (await ctx.chain.timestamp()) + 1n)
  const notify = encodeFunctionData({ abi: stakingFactoryAbi, functionName: 'notifyRewardAmounts' })
  await ctx.chain.send(a0, { to: factory, data: notify }, 'notify rewards')

  const pools: StakingEntry[] = []
  for (const [index, [a, b]] of STAKING_PAIRS.entries()) {
    const stakingToken = await pairAddress(ctx, a, b)
    const [address] = await stakingRewardsOf(ctx, factory, stakingToken)
    let staked = 0n
    if (index === 0) {
      staked = (await lpBalance(ctx, stakingToken, a0)) / 2n
      const approve = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [address, maxUint256],
      })
      await ctx.chain.send(a0, { to: stakingToken, data: approve }, 'approve LP')
      const stake = encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'stake', args: [staked] })
      await ctx.chain.send(a0, { to: address, data: stake }, 'stake LP')
    }
    const periodFinish = await ctx.chain.client.readContract({
      address,
      abi: stakingRewardsAbi,
      functionName: 'periodFinish',
    })
    pools.push({
      pair: pairLabel(ctx, a, b),
      address,
      stakingToken,
      rewardToken: ctx.tokens.UNI,
      rewardAmount: reward.toString(),
      periodFinish: Number(periodFinish),
      stakedByAccount0: staked.toString(),
    })
  }
  ctx.log(`staking: ${pools.length} pools`)
  return { factory, pools }
}
