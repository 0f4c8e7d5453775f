import { describe, expect, it } from 'vitest'
import { FEE_TIERS, feeTierDecision, feeTierShares, isFeeTier, largestShareTier } from './feeTierShares.ts'

describe('feeTierShares', () => {
  it('averages each tier pool’s part of each token over the two tokens', () => {
    const shares = feeTierShares([
      { fee: 500, amountA: 10, amountB: 30_000 },
      { fee: 3000, amountA: 30, amountB: 50_000 },
      { fee: 10000, amountA: 0, amountB: 20_000 },
    ])
    expect(shares?.[500]).toBeCloseTo((10 / 40 + 30_000 / 100_000) / 2)
    expect(shares?.[3000]).toBeCloseTo((30 / 40 + 50_000 / 100_000) / 2)
    expect(shares?.[10000]).toBeCloseTo(20_000 / 100_000 / 2)
    expect((shares?.[500] ?? 0) + (shares?.[3000] ?? 0) + (shares?.[10000] ?? 0)).toBeCloseTo(1)
  })

  it('does not care about units: raw balances with different decimals give the same shares', () => {
    const whole = feeTierShares([
      { fee: 500, amountA: 1, amountB: 2000 },
      { fee: 3000, amountA: 3, amountB: 6000 },
    ])
    const raw = feeTierShares([
      { fee: 500, amountA: 1e18, amountB: 2000e6 },
      { fee: 3000, amountA: 3e18, amountB: 6000e6 },
    ])
    expect(raw?.[500]).toBeCloseTo(whole?.[500] ?? -1)
    expect(raw).toEqual({ 500: 0.25, 3000: 0.75, 10000: 0 })
  })

  it('a one-sided pool counts on its token only; other fees are left out; nothing held is null', () => {
    expect(feeTierShares([{ fee: 10000, amountA: 5, amountB: 0 }])).toEqual({ 500: 0, 3000: 0, 10000: 1 })
    expect(feeTierShares([{ fee: 100, amountA: 5, amountB: 5 }])).toBeNull()
    expect(feeTierShares([{ fee: 3000, amountA: 0, amountB: 0 }])).toBeNull()
    expect(feeTierShares([])).toBeNull()
  })
})

describe('largestShareTier', () => {
  it('picks the tier with the largest share; a tie goes to 0.3 %, then the lower fee', () => {
    expect(largestShareTier({ 500: 0.6, 3000: 0.3, 10000: 0.1 })).toBe(500)
    expect(largestShareTier({ 500: 0.1, 3000: 0.1, 10000: 0.8 })).toBe(10000)
    expect(largestShareTier({ 500: 0.4, 3000: 0.4, 10000: 0.2 })).toBe(3000)
    expect(largestShareTier({ 500: 0.5, 3000: 0, 10000: 0.5 })).toBe(500)
    expect(largestShareTier(null)).toBeNull()
  })
})

describe('feeTierDecision (the largest-usage tier is auto-selected once when none is chosen)', () => {
  const shares = { 500: 0.2, 3000: 0.7, 10000: 0.1 }
  it('selects the largest share’s tier when none is chosen', () => {
    expect(feeTierDecision(null, shares)).toEqual({ kind: 'select', fee: 3000 })
  })
  it('keeps a chosen tier (so the selection happens once), and waits while the shares load', () => {
    expect(feeTierDecision(500, shares)).toEqual({ kind: 'keep' })
    expect(feeTierDecision(null, undefined)).toEqual({ kind: 'keep' })
  })
  it('opens the picker when no pool of the pair has liquidity', () => {
    expect(feeTierDecision(null, null)).toEqual({ kind: 'open-picker' })
  })
})

describe('isFeeTier', () => {
  it('accepts the three tiers only', () => {
    expect(FEE_TIERS.every(isFeeTier)).toBe(true)
    for (const fee of [0, 100, 2500, 3001, Number.NaN]) expect(isFeeTier(fee)).toBe(false)
  })
})
