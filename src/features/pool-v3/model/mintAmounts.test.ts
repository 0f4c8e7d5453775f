import { Position } from '@uniswap/v3-sdk'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { dependentAmount, depositsDisabled, mintPosition } from './mintAmounts.ts'
import { DAI, TERMS_25, WETH, wethDaiPool } from './test/positionFixture.ts'

const pool = wethDaiPool()
const inRange = { tickLower: TERMS_25.tickLower, tickUpper: TERMS_25.tickUpper }
const E18 = 10n ** 18n

describe('depositsDisabled (spec 2 §4 "Range")', () => {
  it('takes both tokens in range', () => {
    expect(depositsDisabled(pool, inRange)).toEqual({ token0: false, token1: false })
  })

  it('leaves token1 out of a range above the price, token0 out of one below it', () => {
    const tick = pool.tickCurrent
    const above = { tickLower: Math.ceil(tick / 60) * 60 + 600, tickUpper: Math.ceil(tick / 60) * 60 + 1200 }
    const below = {
      tickLower: Math.floor(tick / 60) * 60 - 1200,
      tickUpper: Math.floor(tick / 60) * 60 - 600,
    }
    expect(depositsDisabled(pool, above)).toEqual({ token0: false, token1: true })
    expect(depositsDisabled(pool, below)).toEqual({ token0: true, token1: false })
  })
})

describe('dependentAmount', () => {
  it('is the other side of the position the typed amount makes, either side typed', () => {
    const weth = dependentAmount(pool, inRange, DAI, 2000n * E18)
    const fromDai = Position.fromAmount0({
      pool,
      ...inRange,
      amount0: (2000n * E18).toString(),
      useFullPrecision: true,
    })
    expect(weth).toBe(BigInt(fromDai.mintAmounts.amount1.toString()))
    const dai = dependentAmount(pool, inRange, WETH, E18)
    const fromWeth = Position.fromAmount1({ pool, ...inRange, amount1: E18.toString() })
    expect(dai).toBe(BigInt(fromWeth.mintAmounts.amount0.toString()))
    // The two amounts together make the typed side's position.
    expect(mintPosition(pool, inRange, dai, E18)?.liquidity.toString()).toBe(fromWeth.liquidity.toString())
  })

  it('does not fail for the largest amounts (the answer is then more than anyone holds)', () => {
    for (const token of [DAI, WETH]) {
      const amount = dependentAmount(pool, inRange, token, maxUint256)
      expect(amount).toBeGreaterThan(10n ** 70n)
    }
  })
})

describe('mintPosition', () => {
  it('is none when the amounts make no liquidity', () => {
    expect(mintPosition(pool, inRange, 1n, 0n)).toBeNull()
    expect(mintPosition(pool, inRange, E18, E18)).not.toBeNull()
  })
})
