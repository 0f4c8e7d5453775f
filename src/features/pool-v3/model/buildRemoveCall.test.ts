import { Percent } from '@uniswap/sdk-core'
import { maxUint128 } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildRemoveCall } from './buildRemoveCall.ts'
import { removedAmounts, removedPosition } from './removedPosition.ts'
import { REMOVE_SLIPPAGE_BPS } from './removePercent.ts'
import { sdkPosition } from './sdkPosition.ts'
import {
  DAI,
  decodeMulticall,
  ETH,
  OWNER,
  POSITION_MANAGER,
  position25,
  TERMS_25,
  wethDaiPool,
} from './test/positionFixture.ts'

const position = position25()
const base = {
  positionManager: POSITION_MANAGER,
  tokenId: 25n,
  owner: OWNER,
  position,
  percent: 50,
  slippageBps: REMOVE_SLIPPAGE_BPS,
  deadline: 1_700_000_000n,
  burn: false,
  fees: { amount0: 300n, amount1: 200n },
  native: null,
}
const raw = (amount: { quotient: { toString(): string } }) => BigInt(amount.quotient.toString())

type Decrease = {
  tokenId: bigint
  liquidity: bigint
  amount0Min: bigint
  amount1Min: bigint
  deadline: bigint
}

function decreaseOf(calls: ReturnType<typeof decodeMulticall>): Decrease {
  const [first] = calls
  if (first?.functionName !== 'decreaseLiquidity') throw new Error('no decreaseLiquidity first')
  return first.args[0] as Decrease
}

describe('buildRemoveCall (removeCallParameters)', () => {
  it('the default slippage is 5 %', () => {
    expect(REMOVE_SLIPPAGE_BPS).toBe(500)
  })

  it('decreases half the liquidity with 5 % minimums, then collects it with the fees to the owner', () => {
    const call = buildRemoveCall(base)
    expect(call.to).toBe(POSITION_MANAGER)
    expect(call.value).toBe(0n)
    const calls = decodeMulticall(call.data)
    expect(calls.map((c) => c.functionName)).toEqual(['decreaseLiquidity', 'collect'])
    const decrease = decreaseOf(calls)
    expect(decrease.tokenId).toBe(25n)
    expect(decrease.liquidity).toBe(TERMS_25.liquidity / 2n)
    expect(decrease.deadline).toBe(1_700_000_000n)
    const half = removedPosition(position, 50)
    const mins = half.burnAmountsWithSlippage(new Percent(5, 100))
    expect(decrease.amount0Min).toBe(BigInt(mins.amount0.toString()))
    expect(decrease.amount1Min).toBe(BigInt(mins.amount1.toString()))
    // The floors are what the half would give at a price 5 % either way: below what it gives now.
    expect(decrease.amount0Min).toBeLessThan(raw(half.amount0))
    expect(decrease.amount1Min).toBeLessThan(raw(half.amount1))
    expect(calls[1]?.args[0]).toEqual({
      tokenId: 25n,
      recipient: OWNER,
      amount0Max: maxUint128,
      amount1Max: maxUint128,
    })
  })

  it('with the native side unwrapped, collects to the manager and pays ETH and the token to the owner', () => {
    const calls = decodeMulticall(buildRemoveCall({ ...base, native: ETH }).data)
    expect(calls.map((c) => c.functionName)).toEqual([
      'decreaseLiquidity',
      'collect',
      'unwrapWETH9',
      'sweepToken',
    ])
    expect(calls[2]?.args[1]).toBe(OWNER)
    expect(calls[3]?.args[0]).toBe(DAI.address)
  })

  it('burns the NFT only at 100 % when chosen', () => {
    const all = decodeMulticall(buildRemoveCall({ ...base, percent: 100, burn: true }).data)
    expect(all.map((c) => c.functionName)).toEqual(['decreaseLiquidity', 'collect', 'burn'])
    expect(decreaseOf(all).liquidity).toBe(TERMS_25.liquidity)
    const kept = decodeMulticall(buildRemoveCall({ ...base, percent: 100 }).data)
    expect(kept.map((c) => c.functionName)).toEqual(['decreaseLiquidity', 'collect'])
    expect(() => buildRemoveCall({ ...base, percent: 99, burn: true })).toThrow(RangeError)
  })

  it('refuses a percent outside 1 … 100, a bad slippage, and a closed position', () => {
    for (const percent of [0, 101, 50.5])
      expect(() => buildRemoveCall({ ...base, percent })).toThrow(RangeError)
    for (const slippageBps of [-1, 10_001, 0.5])
      expect(() => buildRemoveCall({ ...base, slippageBps })).toThrow(RangeError)
    const closed = sdkPosition({ ...TERMS_25, liquidity: 0n }, wethDaiPool())
    const dust = sdkPosition({ ...TERMS_25, liquidity: 1n }, wethDaiPool())
    if (!closed || !dust) throw new Error('fixture')
    expect(() => buildRemoveCall({ ...base, position: closed })).toThrow(RangeError)
    expect(() => buildRemoveCall({ ...base, position: dust, percent: 50 })).toThrow(RangeError)
  })
})

describe('removedAmounts', () => {
  it('is the removed share of the pooled amounts plus the fees owed', () => {
    const [amount0, amount1] = removedAmounts(position, 25, { amount0: 300n, amount1: 200n })
    const quarter = removedPosition(position, 25)
    expect(raw(amount0)).toBe(raw(quarter.amount0) + 300n)
    expect(raw(amount1)).toBe(raw(quarter.amount1) + 200n)
  })
})
