import { Percent } from '@uniswap/sdk-core'
import { Position } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { ADD_SLIPPAGE_BPS } from './addSteps.ts'
import { type AddCallParams, buildAddCall, buildCreatePoolCall } from './buildAddCall.ts'
import { mintPosition } from './mintAmounts.ts'
import { startPriceOf } from './mintPool.ts'
import {
  DAI,
  decodeMulticall,
  ETH,
  OWNER,
  POSITION_MANAGER,
  TERMS_25,
  USDC,
  WETH,
  wethDaiPool,
} from './test/positionFixture.ts'

const E18 = 10n ** 18n
const pool = wethDaiPool()
const ticks = { tickLower: TERMS_25.tickLower, tickUpper: TERMS_25.tickUpper }
const position = mintPosition(pool, ticks, 2000n * E18, E18)
if (!position) throw new Error('fixture')
const mint: AddCallParams = {
  kind: 'mint',
  positionManager: POSITION_MANAGER,
  position,
  slippageBps: ADD_SLIPPAGE_BPS,
  deadline: 1_700_000_000n,
  native: null,
  recipient: OWNER,
  createPool: false,
}
const raw = (value: { toString(): string }) => BigInt(value.toString())

describe('buildAddCall (addCallParameters)', () => {
  it('mints the confirmed ticks and amounts with 0.5 % minimums to the recipient', () => {
    const { call, summary } = buildAddCall(mint)
    expect(call.to).toBe(POSITION_MANAGER)
    expect(call.value).toBe(0n)
    const calls = decodeMulticall(call.data)
    expect(calls.map((c) => c.functionName)).toEqual(['mint'])
    const mins = position.mintAmountsWithSlippage(new Percent(50, 10_000))
    expect(calls[0]?.args[0]).toEqual({
      token0: DAI.address,
      token1: WETH.address,
      fee: 3000,
      tickLower: ticks.tickLower,
      tickUpper: ticks.tickUpper,
      amount0Desired: summary.amount0Desired,
      amount1Desired: summary.amount1Desired,
      amount0Min: raw(mins.amount0),
      amount1Min: raw(mins.amount1),
      recipient: OWNER,
      deadline: 1_700_000_000n,
    })
    expect(summary).toMatchObject({
      kind: 'mint',
      tokenId: null,
      createPool: null,
      recipient: OWNER,
      value: 0n,
    })
    expect(summary.amount0Min).toBeLessThan(summary.amount0Desired)
    expect(summary.amount1Desired).toBeLessThanOrEqual(E18)
    // The desired amounts are rounded up, so they mint at least the position's liquidity.
    expect(summary.liquidity).toBeGreaterThanOrEqual(raw(position.liquidity))
    expect(summary.liquidity - raw(position.liquidity)).toBeLessThan(raw(position.liquidity) / 10n ** 12n)
  })

  it('pays the WETH side in ETH and has the rest refunded', () => {
    const { call, summary } = buildAddCall({ ...mint, native: ETH })
    expect(decodeMulticall(call.data).map((c) => c.functionName)).toEqual(['mint', 'refundETH'])
    expect(call.value).toBe(summary.amount1Desired)
    expect(summary.value).toBe(call.value)
  })

  it('creates and initialises a new pool in the same transaction, at the starting price', () => {
    const start = startPriceOf('2500', WETH, DAI, 3000)
    if (start.kind !== 'valid') throw new Error('fixture')
    const fresh = mintPosition(start.pool, ticks, 2000n * E18, E18)
    if (!fresh) throw new Error('fixture')
    const { call, summary } = buildAddCall({ ...mint, position: fresh, createPool: true })
    const calls = decodeMulticall(call.data)
    expect(calls.map((c) => c.functionName)).toEqual(['createAndInitializePoolIfNecessary', 'mint'])
    const sqrtPriceX96 = raw(start.pool.sqrtRatioX96)
    expect(calls[0]?.args).toEqual([DAI.address, WETH.address, 3000, sqrtPriceX96])
    expect(summary.createPool).toEqual({ sqrtPriceX96 })
  })

  it('increases an existing position by its token id', () => {
    const { call, summary } = buildAddCall({
      kind: 'increase',
      tokenId: 25n,
      positionManager: POSITION_MANAGER,
      position,
      slippageBps: ADD_SLIPPAGE_BPS,
      deadline: 1_700_000_000n,
      native: ETH,
    })
    const calls = decodeMulticall(call.data)
    expect(calls.map((c) => c.functionName)).toEqual(['increaseLiquidity', 'refundETH'])
    expect(calls[0]?.args[0]).toEqual({
      tokenId: 25n,
      amount0Desired: summary.amount0Desired,
      amount1Desired: summary.amount1Desired,
      amount0Min: summary.amount0Min,
      amount1Min: summary.amount1Min,
      deadline: 1_700_000_000n,
    })
    expect(summary).toMatchObject({ kind: 'increase', tokenId: 25n, recipient: null, createPool: null })
  })

  it('signs permits in before the mint', () => {
    const permit = {
      v: 27 as const,
      r: `0x${'1'.repeat(64)}`,
      s: `0x${'2'.repeat(64)}`,
      amount: '5',
      deadline: '9',
    }
    const { call } = buildAddCall({ ...mint, permits: { token0: permit } })
    expect(decodeMulticall(call.data).map((c) => c.functionName)).toEqual(['selfPermit', 'mint'])
  })

  it('refuses a bad slippage, a position without liquidity, and ETH for a pool without WETH', () => {
    for (const slippageBps of [-1, 10_001, 0.5])
      expect(() => buildAddCall({ ...mint, slippageBps })).toThrow(RangeError)
    const empty = new Position({ pool, liquidity: 0, ...ticks })
    expect(() => buildAddCall({ ...mint, position: empty })).toThrow(RangeError)
    const stable = startPriceOf('1', DAI, USDC, 500)
    if (stable.kind !== 'valid') throw new Error('fixture')
    const noWeth = mintPosition(stable.pool, { tickLower: -300_000, tickUpper: -250_000 }, E18, 10n ** 6n)
    if (!noWeth) throw new Error('fixture')
    expect(() => buildAddCall({ ...mint, position: noWeth, native: ETH })).toThrow(RangeError)
  })
})

describe('buildCreatePoolCall (the Create step on Optimism networks)', () => {
  it('creates and initialises the pool at the starting price, sending nothing', () => {
    const start = startPriceOf('2500', WETH, DAI, 500)
    if (start.kind !== 'valid') throw new Error('fixture')
    const { call, summary } = buildCreatePoolCall(POSITION_MANAGER, start.pool)
    expect(call.value).toBe(0n)
    const [create] = decodeMulticall(call.data)
    expect(create?.functionName).toBe('createAndInitializePoolIfNecessary')
    expect(create?.args).toEqual([DAI.address, WETH.address, 500, summary.sqrtPriceX96])
    expect(summary).toEqual({
      token0: DAI.address,
      token1: WETH.address,
      fee: 500,
      sqrtPriceX96: raw(start.pool.sqrtRatioX96),
    })
  })
})
