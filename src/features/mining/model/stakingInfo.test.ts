import { describe, expect, it } from 'vitest'
import type { MiningPool } from './miningPool.ts'
import { sortStakingInfos, stakingInfoOf } from './stakingInfo.ts'

const E18 = 10n ** 18n
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const pool: MiningPool = {
  stakingRewards: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
  stakingToken: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
  tokens: [
    { address: WETH, decimals: 18, symbol: 'WETH' },
    { address: DAI, decimals: 18, symbol: 'DAI' },
  ],
}
// DAI sorts before WETH: reserves are [DAI, WETH]. 2,000 DAI and 1 WETH at $2,000.
const reads = {
  totalStaked: 50n,
  rewardRate: E18,
  periodFinish: 1_000n,
  staked: 10n,
  earned: 0n,
  lpTotalSupply: 100n,
  reserves: [2_000n * E18, E18] as const,
}
const prices = { usdOf: (a: string) => (a === WETH ? 2_000 : null), rewardUsd: 1 }

describe('stakingInfoOf', () => {
  it("gives the account its share of the pool's rate", () => {
    expect(stakingInfoOf(pool, reads, 500n, prices).individualRate).toBe(E18 / 5n)
  })
  it('values the deposits at twice the priced side, in its sorted place', () => {
    expect(stakingInfoOf(pool, reads, 500n, prices).stakedUsd).toBeCloseTo(2_000)
  })
  it("has an APR once both prices are known, else 'n/a'", () => {
    expect(stakingInfoOf(pool, reads, 500n, prices).apr).toBeCloseTo(31_536_000 / 2_000)
    expect(stakingInfoOf(pool, reads, 500n, { ...prices, rewardUsd: null }).apr).toBeNull()
  })
  it('is active until periodFinish and while the block time is unknown', () => {
    expect(stakingInfoOf(pool, reads, 999n, prices).active).toBe(true)
    expect(stakingInfoOf(pool, reads, 1_000n, prices).active).toBe(false)
    expect(stakingInfoOf(pool, reads, undefined, prices).active).toBe(true)
  })
})

describe('sortStakingInfos', () => {
  it('lists inactive pools after active ones, each in order', () => {
    const infos = [
      { id: 1, active: false },
      { id: 2, active: true },
      { id: 3, active: false },
      { id: 4, active: true },
    ]
    expect(sortStakingInfos(infos).map((i) => i.id)).toEqual([2, 4, 1, 3])
  })
})
