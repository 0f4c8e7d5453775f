import { describe, expect, it } from 'vitest'
import { positionSdkOf, type ReadPosition } from './positionSdk.ts'
import { DAI, TERMS_25, WETH, wethDaiPool } from './test/positionFixture.ts'

const FACTORY = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const details = (token: typeof DAI) => ({
  chainId: token.chainId,
  address: token.address,
  decimals: token.decimals,
  symbol: token.symbol ?? '',
  name: token.name ?? '',
})

function read(pool: ReadPosition['pool']): ReadPosition {
  return { ...TERMS_25, token0: details(DAI), token1: details(WETH), pool }
}

describe('positionSdkOf', () => {
  it('builds the tokens in the position’s order, its pool at the read price and the position', () => {
    const pool = wethDaiPool()
    const state = {
      sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()),
      tick: pool.tickCurrent,
      liquidity: 5n,
    }
    const sdk = positionSdkOf(read(state), FACTORY)
    expect(sdk?.tokens.map((t) => t.symbol)).toEqual(['DAI', 'WETH'])
    expect(sdk?.pool.tickCurrent).toBe(pool.tickCurrent)
    expect(sdk?.position.liquidity.toString()).toBe(TERMS_25.liquidity.toString())
  })

  it('is null while the pool is unknown or for ticks no pool can hold', () => {
    expect(positionSdkOf(read(null), FACTORY)).toBeNull()
    const pool = wethDaiPool()
    const state = {
      sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()),
      tick: pool.tickCurrent,
      liquidity: 5n,
    }
    expect(positionSdkOf({ ...read(state), tickLower: -78661 }, FACTORY)).toBeNull()
  })
})
