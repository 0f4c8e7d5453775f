import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import {
  positionPool,
  positionPoolAddress,
  positionTokens,
  sdkPosition,
  storedPositionPoolAddress,
  tickSpacingOf,
} from './sdkPosition.ts'
import { DAI, TERMS_25, USDC, WETH, wethDaiPool } from './test/positionFixture.ts'

const FACTORY = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

describe('sdkPosition', () => {
  it('knows the tick spacing of the factory fee tiers only', () => {
    expect([100, 500, 3000, 10000].map(tickSpacingOf)).toEqual([1, 10, 60, 200])
    expect(tickSpacingOf(2500)).toBeNull()
  })

  it('orders the given tokens as the position does, and refuses other tokens', () => {
    expect(positionTokens(TERMS_25, WETH, DAI)).toEqual([DAI, WETH])
    expect(positionTokens(TERMS_25, DAI, WETH)).toEqual([DAI, WETH])
    expect(positionTokens(TERMS_25, USDC, WETH)).toBeNull()
  })

  it('finds the pool at the devchain factory (its address in deployment.json)', () => {
    expect(positionPoolAddress(TERMS_25, [DAI, WETH], FACTORY)).toBe(
      '0xE32bca92dd146518AE180ab3979f64b4C2D268E5',
    )
    expect(positionPoolAddress({ ...TERMS_25, fee: 2500 }, [DAI, WETH], FACTORY)).toBeNull()
  })

  it('finds the same pool from the stored position alone, before its tokens are known', () => {
    expect(storedPositionPoolAddress(31337, TERMS_25, FACTORY)).toBe(
      '0xE32bca92dd146518AE180ab3979f64b4C2D268E5',
    )
    expect(storedPositionPoolAddress(31337, { ...TERMS_25, token1: TERMS_25.token0 }, FACTORY)).toBeNull()
  })

  it('builds the pool from its state, none while loading, missing or uninitialised', () => {
    const pool = wethDaiPool()
    const state = {
      sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()),
      tick: pool.tickCurrent,
      liquidity: 5n,
    }
    expect(positionPool(TERMS_25, [DAI, WETH], state, FACTORY)?.tickCurrent).toBe(pool.tickCurrent)
    expect(positionPool(TERMS_25, [DAI, WETH], undefined, FACTORY)).toBeNull()
    expect(positionPool(TERMS_25, [DAI, WETH], null, FACTORY)).toBeNull()
    expect(positionPool(TERMS_25, [DAI, WETH], { ...state, sqrtPriceX96: 0n }, FACTORY)).toBeNull()
  })

  it('builds the position, or null when its ticks do not fit the pool', () => {
    const pool = wethDaiPool()
    expect(sdkPosition(TERMS_25, pool)?.liquidity.toString()).toBe(TERMS_25.liquidity.toString())
    expect(sdkPosition({ ...TERMS_25, tickLower: -78661 }, pool)).toBeNull()
    expect(sdkPosition({ ...TERMS_25, tickLower: TERMS_25.tickUpper }, pool)).toBeNull()
  })

  it('does not mistake tokens with the same symbol at other addresses', () => {
    const fake = new Token(31337, '0x0000000000000000000000000000000000000001', 18, 'DAI', 'Dai')
    expect(positionTokens(TERMS_25, fake, WETH)).toBeNull()
  })
})
