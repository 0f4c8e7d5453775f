import { describe, expect, it } from 'vitest'
import { stakingPoolsOf } from './stakingPools.ts'

describe('stakingPoolsOf', () => {
  it("lists mainnet's four pools (facts §6) with their v2 pairs", () => {
    const pools = stakingPoolsOf(1)
    expect(pools.map((p) => p.tokens.map((t) => t.symbol).join('/'))).toEqual([
      'WETH/DAI',
      'WETH/USDC',
      'WETH/USDT',
      'WETH/WBTC',
    ])
    expect(pools[0]?.stakingRewards).toBe('0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711')
    // The WETH/DAI v2 pair.
    expect(pools[0]?.stakingToken).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
  })
  it('has none on a chain without liquidity mining', () => {
    expect(stakingPoolsOf(10)).toEqual([])
    expect(stakingPoolsOf(undefined)).toEqual([])
  })
})
