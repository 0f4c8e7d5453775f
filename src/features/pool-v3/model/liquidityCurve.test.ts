import { Token } from '@uniswap/sdk-core'
import { tickToPrice } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { liquidityCurve } from './liquidityCurve.ts'

// USDC (6 decimals) sorts before WETH (18) here: price0 is WETH per USDC.
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
// USDC/WETH 0.3 % near 2,000 USDC per ETH (tick ≈ 200,311): full range 1e15, plus 5e14 around the price.
const input = {
  tokens: [WETH, USDC] as const,
  ticks: [
    { tick: -887220, liquidityNet: 10n ** 15n },
    { tick: 198000, liquidityNet: 5n * 10n ** 14n },
    { tick: 203000, liquidityNet: -5n * 10n ** 14n },
    { tick: 887220, liquidityNet: -(10n ** 15n) },
  ],
  range: { lower: -887220, upper: 887220 },
  tickSpacing: 60,
  tickCurrent: 200311,
  liquidity: 15n * 10n ** 14n,
}

describe('liquidityCurve', () => {
  it('gives each step the SDK’s price of token0 at its tick and the liquidity as a number', () => {
    const curve = liquidityCurve(input)
    expect(curve?.map((p) => [p.tick, p.liquidity])).toEqual([
      [-887220, 10n ** 15n],
      [198000, 15n * 10n ** 14n],
      [200280, 15n * 10n ** 14n],
      [203000, 10n ** 15n],
      [887220, 0n],
    ])
    for (const point of curve ?? []) {
      expect(point.price0).toBe(Number(tickToPrice(USDC, WETH, point.tick).toSignificant(12)))
      expect(point.activeLiquidity).toBe(Number(point.liquidity))
    }
    // About 1/2000 WETH per USDC at the current tick.
    expect(curve?.[2]?.price0).toBeCloseTo(1 / 2000, 5)
  })

  it('prices rise with the ticks, the extremes included, in either token order', () => {
    const curve = liquidityCurve(input) ?? []
    const swapped = liquidityCurve({ ...input, tokens: [USDC, WETH] })
    expect(swapped).toEqual(curve)
    expect(curve.every((p, i) => i === 0 || (curve[i - 1]?.price0 ?? 0) < p.price0)).toBe(true)
    expect(curve[0]?.price0).toBeGreaterThan(0)
    expect(Number.isFinite(curve.at(-1)?.price0)).toBe(true)
  })

  it('draws a pool with only full-range liquidity from a window without ticks', () => {
    const curve = liquidityCurve({
      ...input,
      ticks: [],
      range: { lower: 46400, upper: 404600 },
      tickSpacing: 200,
      liquidity: 7n,
    })
    expect(curve?.map((p) => p.activeLiquidity)).toEqual([7, 7, 7])
  })

  it('an empty tick list and no liquidity is a flat zero curve; contradicting ticks give null', () => {
    expect(
      liquidityCurve({ ...input, ticks: [], liquidity: 0n })?.every((p) => p.activeLiquidity === 0),
    ).toBe(true)
    expect(liquidityCurve({ ...input, liquidity: 1n })).toBeNull()
  })
})
