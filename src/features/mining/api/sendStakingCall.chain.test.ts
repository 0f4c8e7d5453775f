// Liquidity mining on the seeded chain (spec 2 §7, issue #21): account 0 holds unstaked WETH/DAI LP and has
// staked the other half in the WETH/DAI pool. Staking with a signed LP permit and after an approval, exit and
// getReward each move the LP and UNI balances as the reads say, with the spec's fixed gas limits.
import { type Address, erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { signPermit } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import { decodeRead } from '../../../chain/reads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { stakingAccountRead, stakingPoolRead } from '../../pool-data/index.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import { buildExitCall, buildGetRewardCall, buildStakeCall } from '../model/buildStakingCalls.ts'
import { sendStakingCall } from './sendStakingCall.ts'

// The transactions entry also carries views whose Lingui macros and token list validator only the unit
// project builds; nothing here renders.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const CHAIN_ID = 31337
const owner = kit.address(0)
const pool = deployment.staking.find((entry) => entry.stakingToken === deployment.fixtures.stakedPair)
if (!pool) throw new Error('No staking pool for the staked pair')
const { address: stakingRewards, stakingToken: lp, rewardToken: uni } = pool

const balanceOf = (token: Address) =>
  publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The pool as the screen reads it: through the multicall contract. */
async function readPool() {
  const reads = [
    stakingAccountRead(stakingRewards, 'balanceOf', owner),
    stakingAccountRead(stakingRewards, 'earned', owner),
    stakingPoolRead(stakingRewards, 'totalSupply'),
    stakingPoolRead(stakingRewards, 'rewardRate'),
    stakingPoolRead(stakingRewards, 'periodFinish'),
  ]
  const answer = await aggregateCalls(
    publicClient,
    deployment.contracts.UniswapInterfaceMulticall,
    reads.map((read) => read.call),
  )
  const value = (i: number): bigint => {
    const read = reads[i]
    const decoded = read ? decodeRead(read, answer.returnData[i] ?? '0x') : null
    if (decoded === null || decoded === undefined) throw new Error(`Read ${i} failed`)
    return decoded
  }
  return {
    staked: value(0),
    earned: value(1),
    totalStaked: value(2),
    rewardRate: value(3),
    periodFinish: value(4),
  }
}

async function send(call: ReturnType<typeof buildExitCall>, summary: string) {
  const recorded: NewTransaction[] = []
  const hash = await sendStakingCall(
    nodeWallet(0),
    publicClient,
    { chainId: CHAIN_ID, account: owner, call },
    summary,
    (tx) => recorded.push(tx),
  )
  await mined(hash)
  expect(recorded).toMatchObject([{ hash, from: owner, chainId: CHAIN_ID, summary }])
  const sent = await publicClient.getTransaction({ hash })
  return { hash, gas: sent.gas }
}

describe('staking on the seeded chain', () => {
  it('reads the running WETH/DAI pool and the account 0 stake', async () => {
    const read = await readPool()
    expect(read.staked).toBe(BigInt(pool.stakedByAccount0))
    expect(read.periodFinish).toBe(BigInt(pool.periodFinish))
    expect(read.rewardRate > 0n && read.totalStaked >= read.staked).toBe(true)
    expect(await balanceOf(lp)).toBeGreaterThan(0n)
  })

  it('stakes with a signed LP permit and no allowance, with stakeWithPermit and gas 350000', async () => {
    const before = await readPool()
    const amount = (await balanceOf(lp)) / 4n
    const permit = await signPermit(nodeWallet(0), publicClient, {
      token: lp,
      chainId: CHAIN_ID,
      owner,
      spender: stakingRewards,
      amount,
      info: V2_LP_PERMIT_INFO,
    })
    if (permit.permitType !== 'amount') throw new Error('The LP permit takes an amount')
    const lpBefore = await balanceOf(lp)
    const call = buildStakeCall({ stakingRewards, amount, approved: false, permit })
    const { gas } = await send(call, 'Deposit liquidity')
    expect(gas).toBe(350_000n)
    expect(await balanceOf(lp)).toBe(lpBefore - amount)
    expect((await readPool()).staked).toBe(before.staked + amount)
  })

  it('stakes after an approval of the pool, with stake and gas 350000', async () => {
    const before = await readPool()
    const amount = (await balanceOf(lp)) / 2n
    await mined(
      await nodeWallet(0).writeContract({
        address: lp,
        abi: erc20Abi,
        functionName: 'approve',
        args: [stakingRewards, amount],
      }),
    )
    const lpBefore = await balanceOf(lp)
    const { gas } = await send(
      buildStakeCall({ stakingRewards, amount, approved: true, permit: null }),
      'Deposit liquidity',
    )
    expect(gas).toBe(350_000n)
    expect(await balanceOf(lp)).toBe(lpBefore - amount)
    expect((await readPool()).staked).toBe(before.staked + amount)
  })

  it('claims the earned UNI with getReward and gas 350000', async () => {
    const uniBefore = await balanceOf(uni)
    const { earned } = await readPool()
    expect(earned).toBeGreaterThan(0n)
    const { gas } = await send(buildGetRewardCall(stakingRewards), 'Claim accumulated UNI rewards')
    expect(gas).toBe(350_000n)
    // At least what was read before the block that claimed it; nothing left after.
    expect((await balanceOf(uni)) - uniBefore).toBeGreaterThanOrEqual(earned)
    expect((await readPool()).earned).toBe(0n)
  })

  it('withdraws everything and claims with exit and gas 300000', async () => {
    const before = await readPool()
    const [lpBefore, uniBefore] = [await balanceOf(lp), await balanceOf(uni)]
    const { gas } = await send(buildExitCall(stakingRewards), 'Withdraw deposited liquidity')
    expect(gas).toBe(300_000n)
    const after = await readPool()
    expect(after.staked).toBe(0n)
    expect(after.earned).toBe(0n)
    expect(after.totalStaked).toBe(before.totalStaked - before.staked)
    expect(await balanceOf(lp)).toBe(lpBefore + before.staked)
    expect((await balanceOf(uni)) - uniBefore).toBeGreaterThanOrEqual(before.earned)
  })
})
