// The v2 pool page's reads and values against the seeded devchain, in the order useV2Positions makes them:
// account 0 holds LP in WETH/DAI (half of it staked), WETH/USDC and DAI/USDC, and what the cards say those
// tokens stand for is what the router pays out for them.
import { type Address, erc20Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { decodeRead, type ReadCall, tokenBalanceRead } from '../../../chain/reads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { routingConfigOf } from '../../../lib/routing/routingBases.ts'
import { lpTotalSupplyRead, pairReservesRead, stakingAccountRead } from '../../pool-data/index.ts'
import { type TrackedPair, trackedPairsOf } from '../model/trackedPairs.ts'
import { type V2PositionValue, v2PositionValue } from '../model/v2PositionValue.ts'

// pool-data's public entry also carries hooks (Lingui macros, the tokens feature and its bundled lists):
// nothing here renders or uses them.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))
vi.mock('../../tokens/index.ts', () => ({}))

const CHAIN_ID = 31337
const kit = localChainKit()
const { deployment, publicClient, address, nodeWallet, mined } = kit
const contracts = deployment.contracts
const account = address(0)
const withdrawAbi = parseAbi(['function withdraw(uint256 amount)'])

async function readAll<T>(reads: readonly ReadCall<T>[]): Promise<(T | null | undefined)[]> {
  if (reads.length === 0) return []
  const calls = reads.map((read) => read.call)
  const answer = await aggregateCalls(publicClient, contracts.UniswapInterfaceMulticall, calls)
  return reads.map((read, i) => decodeRead(read, answer.returnData[i], () => undefined))
}

const tracked: TrackedPair[] = trackedPairsOf({
  chainId: CHAIN_ID,
  factory: contracts.UniswapV2Factory,
  ...routingConfigOf(CHAIN_ID, deployment.tokens.WETH, { chainId: CHAIN_ID, tokens: deployment.tokens }),
  savedPairs: [],
})
const pairNamed = (name: string): Address => {
  const entry = deployment.pools.v2.find((p) => p.pair === name)
  if (!entry) throw new Error(`No seeded pair ${name}`)
  return entry.address
}
const lower = (addresses: readonly string[]) => addresses.map((a) => a.toLowerCase()).sort()

type Position = { pair: TrackedPair; held: bigint; staked: bigint; stakingRewards: Address | null }
type Loaded = {
  stakingPools: { token: Address; rewards: Address }[]
  positions: (Position & V2PositionValue)[]
}

/** The stages of useV2Positions, one multicall each. */
async function loadPositions(): Promise<Loaded> {
  const balances = await readAll(tracked.map((p) => tokenBalanceRead(CHAIN_ID, p.liquidityToken, account)))
  // The app's table of the chain's staking pools (chain/stakingPools.ts) is built from these at build time.
  const stakingPools = deployment.staking.map((pool) => ({ token: pool.stakingToken, rewards: pool.address }))
  const tokens = stakingPools.map((pool) => pool.token)
  const staked = await readAll(
    stakingPools.map((pool) => stakingAccountRead(pool.rewards, 'balanceOf', account)),
  )

  const owned = tracked.flatMap((pair, i): Position[] => {
    const index = tokens.findIndex((t) => t.toLowerCase() === pair.liquidityToken.toLowerCase())
    const stake = index < 0 ? 0n : (staked[index] ?? 0n)
    const held = balances[i] ?? 0n
    const stakingRewards = stake > 0n ? (stakingPools[index]?.rewards ?? null) : null
    return held > 0n || stake > 0n ? [{ pair, held, staked: stake, stakingRewards }] : []
  })
  const reserves = await readAll(owned.map((o) => pairReservesRead(o.pair.liquidityToken)))
  const supplies = await readAll(owned.map((o) => lpTotalSupplyRead(o.pair.liquidityToken)))
  const positions = owned.map((o, i) => {
    const pairReserves = reserves[i]
    const totalSupply = supplies[i]
    if (!pairReserves || typeof totalSupply !== 'bigint') throw new Error('No pair state')
    const liquidity = o.held + o.staked
    const value = v2PositionValue({ ...o.pair, reserves: pairReserves, totalSupply, liquidity })
    if (!value) throw new Error('No position value')
    return { ...o, ...value }
  })
  return { stakingPools, positions }
}

/** What the router pays account 0 for `liquidity` LP tokens of the pair (approving it first). */
async function removalQuote(pair: TrackedPair, liquidity: bigint): Promise<readonly [bigint, bigint]> {
  const wallet = nodeWallet(0)
  await mined(
    await wallet.writeContract({
      address: pair.liquidityToken,
      abi: erc20Abi,
      functionName: 'approve',
      args: [contracts.UniswapV2Router02, maxUint256],
    }),
  )
  const deadline = (await publicClient.getBlock()).timestamp + 3_600n
  const { result } = await publicClient.simulateContract({
    account,
    address: contracts.UniswapV2Router02,
    abi: v2Router02LiquidityAbi,
    functionName: 'removeLiquidity',
    args: [
      pair.token0.address as Address,
      pair.token1.address as Address,
      liquidity,
      0n,
      0n,
      account,
      deadline,
    ],
  })
  return result
}

const raw = (p: Position & V2PositionValue) => [
  BigInt(p.pooled0.quotient.toString()),
  BigInt(p.pooled1.quotient.toString()),
]

describe("account 0's v2 positions on the devchain", () => {
  it("tracks the local bases' pairs, every staking pool's pair among them", () => {
    expect(tracked).toHaveLength(10)
    const trackedLps = lower(tracked.map((p) => p.liquidityToken))
    for (const pool of deployment.staking) expect(trackedLps).toContain(pool.stakingToken.toLowerCase())
  })

  it("reads the stake in WETH/DAI from the staking pools' table, which is the factory's", async () => {
    const { positions } = await loadPositions()
    // The table the app reads (the deployment's pools) is what the factory deployed for each LP token.
    const factoryAbi = parseAbi([
      'function stakingRewardsInfoByStakingToken(address) view returns (address stakingRewards, uint256 rewardAmount)',
    ])
    for (const pool of deployment.staking) {
      const [rewards] = await publicClient.readContract({
        address: contracts.StakingRewardsFactory,
        abi: factoryAbi,
        functionName: 'stakingRewardsInfoByStakingToken',
        args: [pool.stakingToken],
      })
      expect(rewards.toLowerCase(), pool.pair).toBe(pool.address.toLowerCase())
    }
    const wethDai = positions.find(
      (p) => p.pair.liquidityToken.toLowerCase() === deployment.fixtures.stakedPair.toLowerCase(),
    )
    const seeded = deployment.staking.find(
      (s) => s.stakingToken.toLowerCase() === deployment.fixtures.stakedPair.toLowerCase(),
    )
    expect(wethDai?.staked).toBe(BigInt(seeded?.stakedByAccount0 ?? -1))
    expect(wethDai?.stakingRewards?.toLowerCase()).toBe(seeded?.address.toLowerCase())
    expect(wethDai && wethDai.held > 0n).toBe(true)
  })

  it('holds LP in WETH/DAI, WETH/USDC and DAI/USDC, and nowhere else', async () => {
    const { positions } = await loadPositions()
    expect(lower(positions.map((p) => p.pair.liquidityToken))).toEqual(
      lower([pairNamed('DAI/WETH'), pairNamed('WETH/USDC'), pairNamed('DAI/USDC')]),
    )
    for (const p of positions) {
      expect(p.pooled0.greaterThan(0) && p.pooled1.greaterThan(0)).toBe(true)
      expect(p.shareText).toMatch(/^(<0\.01|\d{1,3}\.\d{2})%$/)
    }
    expect(lower(positions.filter((p) => p.staked > 0n).map((p) => p.pair.liquidityToken))).toEqual(
      lower([deployment.fixtures.stakedPair]),
    )
  })

  it('says the held pairs are worth what the router pays for them', async () => {
    const held = (await loadPositions()).positions.filter((position) => position.staked === 0n)
    expect(held).toHaveLength(2)
    for (const p of held) {
      const paid = await removalQuote(p.pair, p.held)
      expect([...paid], `${p.pair.token0.symbol}/${p.pair.token1.symbol}`).toEqual(raw(p))
    }
  })

  it('counts the stake in WETH/DAI at what the router pays once it is withdrawn', async () => {
    const before = (await loadPositions()).positions.find((p) => p.staked > 0n)
    if (!before?.stakingRewards) throw new Error('No staked position')
    await mined(
      await nodeWallet(0).writeContract({
        address: before.stakingRewards,
        abi: withdrawAbi,
        functionName: 'withdraw',
        args: [before.staked],
      }),
    )
    const after = (await loadPositions()).positions.find(
      (p) => p.pair.liquidityToken === before.pair.liquidityToken,
    )
    expect(after).toMatchObject({ held: before.held + before.staked, staked: 0n, stakingRewards: null })
    expect(after && raw(after)).toEqual(raw(before))
    const paid = await removalQuote(before.pair, before.held + before.staked)
    expect([...paid]).toEqual(raw(before))
  })
})
