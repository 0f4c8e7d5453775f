import { describe, expect, it } from 'vitest'
import {
  individualRateOf,
  rewardAprOf,
  stakedUsdOf,
  unclaimedAt,
  WEEK_SECONDS,
  weeklyAmountOf,
} from './stakingRates.ts'

const E18 = 10n ** 18n

describe('rates', () => {
  it('shows a week as the per-second rate times 604800', () => {
    expect(WEEK_SECONDS).toBe(604_800n)
    expect(weeklyAmountOf(3n)).toBe(1_814_400n)
  })
  it('gives the account totalRate × staked ÷ totalStaked', () => {
    expect(individualRateOf(1_000n, 25n, 100n)).toBe(250n)
  })
  it('gives 0 when nothing is staked', () => {
    expect(individualRateOf(1_000n, 0n, 0n)).toBe(0n)
  })
})

describe('unclaimed between blocks', () => {
  const base = { earned: 100n, rate: 5n, readAtSeconds: 1_000n, periodFinish: 2_000n }
  it('ticks up at the rate from the last read', () => {
    expect(unclaimedAt({ ...base, nowSeconds: 1_010n })).toBe(150n)
  })
  it('stops at the end of the period', () => {
    expect(unclaimedAt({ ...base, nowSeconds: 3_000n })).toBe(100n + 5n * 1_000n)
  })
  it('never counts back before the read', () => {
    expect(unclaimedAt({ ...base, nowSeconds: 900n })).toBe(100n)
  })
})

describe('the reward APR', () => {
  it('is a year of rewards in USD over the USD staked', () => {
    // 1 UNI per second at $2 is $63,072,000 a year; over $63,072,000 staked that is 100 %.
    const apr = rewardAprOf({ totalRate: E18, rewardDecimals: 18, rewardUsd: 2, stakedUsd: 63_072_000 })
    expect(apr).toBeCloseTo(1)
  })
  it("is unknown ('n/a') without a reward price, a staked value, or anything staked", () => {
    expect(rewardAprOf({ totalRate: E18, rewardDecimals: 18, rewardUsd: null, stakedUsd: 1 })).toBeNull()
    expect(rewardAprOf({ totalRate: E18, rewardDecimals: 18, rewardUsd: 1, stakedUsd: null })).toBeNull()
    expect(rewardAprOf({ totalRate: E18, rewardDecimals: 18, rewardUsd: 1, stakedUsd: 0 })).toBeNull()
  })
})

describe('the USD deposited', () => {
  const reserves = [
    { amount: 1_000n * E18, decimals: 18, usd: 1 },
    { amount: 1n * E18, decimals: 18, usd: null },
  ]
  it("is the staked share of twice a priced side's reserve", () => {
    expect(stakedUsdOf({ totalStaked: 25n, lpTotalSupply: 100n, reserves })).toBeCloseTo(500)
  })
  it('uses whichever side has a price', () => {
    const reversed = [
      { amount: 1_000n * E18, decimals: 18, usd: null },
      { amount: 2n * 10n ** 8n, decimals: 8, usd: 10 },
    ]
    expect(stakedUsdOf({ totalStaked: 1n, lpTotalSupply: 1n, reserves: reversed })).toBeCloseTo(40)
  })
  it('is unknown when no side has a price or the pair has no supply', () => {
    const unpriced = reserves.map((r) => ({ ...r, usd: null }))
    expect(stakedUsdOf({ totalStaked: 1n, lpTotalSupply: 1n, reserves: unpriced })).toBeNull()
    expect(stakedUsdOf({ totalStaked: 0n, lpTotalSupply: 0n, reserves })).toBeNull()
  })
})
