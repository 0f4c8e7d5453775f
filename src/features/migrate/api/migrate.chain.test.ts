// The migrate multicall on the seeded chain (spec 2 §7, issue #19), from account 0: the v2 WETH/USDC pair with
// a signed LP permit into its existing 0.3 % pool, the fork's DAI/WETH pair after an on-chain approval into
// the existing 0.05 % pool, and v2 WETH/MKR (no v3 pool at all) into a new pool created at the v2 price. Each
// time the LP balance is 0 afterwards, a position exists with the derived range holding at least the minimums
// (exactly what the position manager mints for the LP tokens' worth), and the WETH side's rest comes back as
// ETH, the other token's as the token.
import { Percent } from '@uniswap/sdk-core'
import { FeeAmount, nearestUsableTick, type Pool, TickMath } from '@uniswap/v3-sdk'
import { type Address, decodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { v3MigratorAbi } from '../../../lib/abis/v3Migrator.ts'
import { buildMigrateCall, type LpPermit } from '../model/buildMigrateCall.ts'
import type { Ticks } from '../model/deriveMigration.ts'
import { migrationChain } from './test/migrationChain.ts'

// pool-data's entry brings hooks built only in the unit project (see pool-v2's chain tests).
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const chain = migrationChain(kit)
const { owner } = chain
const WETH = deployment.tokens.WETH.address

/**
 * From `below` tick spacings under the pool's tick to `above` over it. The nearer bound decides which side
 * runs out first: near the lower one the position needs mostly token0, so token1 is left over, and the
 * other way round; each test leaves WETH over, to see it come back as ETH.
 */
const around =
  (below: number, above: number) =>
  (pool: Pool): Ticks => ({
    tickLower: nearestUsableTick(pool.tickCurrent - below * pool.tickSpacing, pool.tickSpacing),
    tickUpper: nearestUsableTick(pool.tickCurrent + above * pool.tickSpacing, pool.tickSpacing),
  })
const fullRange = (pool: Pool): Ticks => ({
  tickLower: nearestUsableTick(TickMath.MIN_TICK, pool.tickSpacing),
  tickUpper: nearestUsableTick(TickMath.MAX_TICK, pool.tickSpacing),
})

/** Derives, builds and sends the migration as the page will; checks what the chain did against the derivation. */
async function migrate(
  pair: Address,
  fee: FeeAmount,
  ticksOf: (pool: Pool) => Ticks,
  authorize: (lpBalance: bigint) => Promise<LpPermit | null>,
) {
  const derived = await chain.derive(pair, fee, ticksOf)
  const { migration, inputs, token0, token1 } = derived
  const { terms, pool, values, mins, deposits, refunds } = migration
  if (migration.blocker || !terms || !pool || !values || !mins || !deposits || !refunds)
    throw new Error(`Cannot migrate: ${migration.blocker}`)
  const permit = await authorize(terms.liquidity)
  const call = buildMigrateCall({
    migrator: chain.migrator,
    terms,
    recipient: owner,
    deadline: (await publicClient.getBlock()).timestamp + 1800n,
    permit,
    source: derived.found.factory.source,
    symbols: { token0: token0.symbol, token1: token1.symbol },
  })
  const other = token0.address === WETH ? token1 : token0
  const before = {
    eth: await publicClient.getBalance({ address: owner }),
    other: await chain.balanceOf(other.address as Address),
  }
  const receipt = await chain.sendMigration(call)
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  const { stored, taken } = await chain.mintedPosition(receipt)
  const after = {
    lp: await chain.balanceOf(pair),
    eth: await publicClient.getBalance({ address: owner }),
    other: await chain.balanceOf(other.address as Address),
  }

  expect(after.lp).toBe(0n)
  expect(stored).toMatchObject({
    token0: terms.token0,
    token1: terms.token1,
    fee,
    tickLower: terms.tickLower,
    tickUpper: terms.tickUpper,
    liquidity: taken.liquidity,
  })
  expect(taken.amount0).toBeGreaterThanOrEqual(mins.amount0)
  expect(taken.amount1).toBeGreaterThanOrEqual(mins.amount1)
  expect(taken).toMatchObject(chain.managerMint(pool, terms, values))
  // What the page showed going in: the position's amounts, rounded down where the pool rounds up, and the
  // SDK's full precision may find a hair more liquidity than the manager's: a billionth at most.
  for (const side of ['amount0', 'amount1'] as const) {
    const gap = deposits[side] > taken[side] ? deposits[side] - taken[side] : taken[side] - deposits[side]
    expect(gap).toBeLessThanOrEqual(deposits[side] / 1_000_000_000n + 1n)
  }
  const returned = { amount0: values.amount0 - taken.amount0, amount1: values.amount1 - taken.amount1 }
  const [wethBack, otherBack] =
    token0.address === WETH ? [returned.amount0, returned.amount1] : [returned.amount1, returned.amount0]
  expect(wethBack).toBeGreaterThan(0n)
  expect(after.eth).toBe(before.eth - gas + wethBack)
  expect(after.other).toBe(before.other + otherBack)
  return { ...derived, call, permit, wethBack, inputs }
}

describe('migrating to v3 through the V3Migrator multicall', () => {
  it('v2 WETH/USDC with a signed LP permit into the existing 0.3 % pool', async () => {
    const pair = deployment.fixtures.migratePair
    expect(await chain.classify(pair)).toMatchObject({ kind: 'pair', factory: { source: { kind: 'v2' } } })
    const { migration, call, permit, wethBack, inputs } = await migrate(
      pair,
      FeeAmount.MEDIUM,
      around(100, 100),
      async (amount) => chain.signLpPermit(pair, amount),
    )
    expect(inputs.lpBalance).toBeGreaterThan(0n)
    expect(migration.poolExists).toBe(true)
    expect(call.summary).toMatchObject({ permitted: true, createPool: null, deadline: permit?.deadline })
    expect(call.summary.analytics).toEqual({ category: 'Migrate', action: 'V2->V3', label: 'WETH/USDC' })
    const { args } = decodeFunctionData({ abi: v3MigratorAbi, data: call.data })
    expect(args[0]).toHaveLength(2)
    // Nothing was approved: the selfPermit in the multicall let the migrator take the LP tokens.
    expect(
      await publicClient.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, chain.migrator],
      }),
    ).toBe(0n)
    expect(wethBack).toBeGreaterThan(0n)
  })

  it('the fork’s DAI/WETH after approving the migrator on chain, into the existing 0.05 % pool', async () => {
    const pair = deployment.fixtures.forkMigratePair
    expect(pair).toBe(deployment.pools.forkV2[0]?.address)
    expect(await chain.classify(pair)).toMatchObject({
      kind: 'pair',
      factory: { factory: deployment.contracts.ForkV2Factory, source: { kind: 'fork', label: 'SushiSwap' } },
    })
    const { migration, call } = await migrate(pair, FeeAmount.LOW, around(20, 50), async () => {
      await chain.approveMigrator(pair)
      return null
    })
    expect(migration.poolExists).toBe(true)
    expect(call.summary).toMatchObject({ permitted: false, createPool: null })
    expect(call.summary.analytics).toEqual({
      category: 'Migrate',
      action: 'SushiSwap->V3',
      label: 'DAI/WETH',
    })
  })

  it('v2 WETH/MKR, which has no v3 pool, into a new 0.3 % pool created at the v2 price', async () => {
    const mkr = deployment.tokens.MKR.address
    const router = deployment.contracts.UniswapV2Router02
    await mined(
      await nodeWallet(0).writeContract({
        address: mkr,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
    await mined(
      await nodeWallet(0).writeContract({
        address: router,
        abi: v2Router02LiquidityAbi,
        functionName: 'addLiquidityETH',
        args: [mkr, parseEther('100'), 0n, 0n, owner, (await publicClient.getBlock()).timestamp + 1800n],
        value: parseEther('75'),
      }),
    )
    const pair = deployment.pools.v2.find((entry) => entry.pair === 'WETH/MKR')?.address
    if (!pair) throw new Error('No v2 WETH/MKR pair')
    for (const fee of [FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH]) {
      const derived = await chain.derive(pair, fee, fullRange)
      expect(derived.inputs.poolState).toBeNull()
    }
    const { migration, call, token0, token1 } = await migrate(
      pair,
      FeeAmount.MEDIUM,
      around(60, 10),
      (amount) => chain.signLpPermit(pair, amount),
    )
    const sqrtPriceX96 = call.summary.createPool?.sqrtPriceX96
    expect(migration.poolExists).toBe(false)
    expect(sqrtPriceX96).toBe(BigInt(migration.pool?.sqrtRatioX96.toString() ?? 0))
    const { args } = decodeFunctionData({ abi: v3MigratorAbi, data: call.data })
    expect(args[0]).toHaveLength(3)
    // The pool now stands at the price the call created it at, within a tick of the v2 price.
    const created = await chain.poolState(token0, token1, FeeAmount.MEDIUM)
    expect(created?.sqrtPriceX96).toBe(sqrtPriceX96)
    const v2 = migration.v2Price
    const v3 = migration.pool?.token0Price
    if (!v2 || !v3) throw new Error('No prices')
    const ratio = v3.asFraction.divide(v2.asFraction)
    // One tick is 0.01 %: the created price is within half of one of the v2 price.
    expect(ratio.greaterThan(new Percent(9999, 10_000)) && ratio.lessThan(new Percent(10_001, 10_000))).toBe(
      true,
    )
    expect(call.summary.analytics.label).toBe('WETH/MKR')
  })
})
