import { describe, expect, it } from 'vitest'
import type { MiningPool } from './miningPool.ts'
import { addLiquidityPathOf, miningPathOf, poolOfIds } from './miningRoute.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const pool = (other: `0x${string}`, symbol: string): MiningPool => ({
  stakingRewards: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
  stakingToken: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
  tokens: [
    { address: WETH, decimals: 18, symbol: 'WETH' },
    { address: other, decimals: 18, symbol },
  ],
})
const pools = [pool(DAI, 'DAI'), pool(USDC, 'USDC')]

describe('the pool URL', () => {
  it("names the wrapped native coin 'ETH' and the other token by address", () => {
    expect(miningPathOf(pools[0] as MiningPool, WETH)).toBe(`/uni/ETH/${DAI}`)
    expect(addLiquidityPathOf(pools[0] as MiningPool, WETH)).toBe(`/add/v2/ETH/${DAI}`)
  })
  it('finds the pool from its ids in either order and any case', () => {
    expect(poolOfIds(pools, 'ETH', DAI, WETH)).toBe(pools[0])
    expect(poolOfIds(pools, USDC.toLowerCase(), WETH, WETH)).toBe(pools[1])
  })
  it('finds none for a pair without a pool or junk ids', () => {
    expect(poolOfIds(pools, DAI, USDC, WETH)).toBeNull()
    expect(poolOfIds(pools, 'junk', 'ETH', WETH)).toBeNull()
  })
})
