import { describe, expect, it } from 'vitest'
import {
  formatFeeTier,
  formatPositionAmount,
  formatUsdValue,
  NO_USD_VALUE,
  valueSplit,
} from './positionDisplay.ts'

describe('formatFeeTier (fee / 1,000,000 as a percent)', () => {
  it('shows the three tiers', () => {
    expect(formatFeeTier(500)).toBe('0.05%')
    expect(formatFeeTier(3000)).toBe('0.3%')
    expect(formatFeeTier(10000)).toBe('1%')
  })

  it('shows the lowest tier and odd fees without trailing zeros', () => {
    expect(formatFeeTier(100)).toBe('0.01%')
    expect(formatFeeTier(2500)).toBe('0.25%')
  })
})

describe('formatPositionAmount (6 significant digits)', () => {
  it('zero shows 0', () => {
    expect(formatPositionAmount(0n, 18)).toBe('0')
  })

  it("values under one millionth show '<0.000001'", () => {
    expect(formatPositionAmount(999_999_999_999n, 18)).toBe('<0.000001')
    expect(formatPositionAmount(1_000_000_000_000n, 18)).toBe('0.000001')
  })

  it('rounds to 6 significant digits', () => {
    expect(formatPositionAmount(1_234_567_890_000_000_000_000n, 18)).toBe('1234.57')
    expect(formatPositionAmount(123_456_789n, 6)).toBe('123.457')
    expect(formatPositionAmount(100_000_000n, 8)).toBe('1')
  })
})

describe('formatUsdValue (fiat shows 2 decimals, only above 0.01)', () => {
  it('a dash at or below 0.01 and when unknown', () => {
    expect(formatUsdValue(null, 18)).toBe(NO_USD_VALUE)
    expect(formatUsdValue(0n, 6)).toBe('-')
    expect(formatUsdValue(10_000n, 6)).toBe('-')
  })

  it('just above 0.01', () => {
    expect(formatUsdValue(10_001n, 6)).toBe('$0.01')
    expect(formatUsdValue(15_000n, 6)).toBe('$0.02')
  })

  it('groups thousands and rounds to cents', () => {
    expect(formatUsdValue(1_234_567_891n, 6)).toBe('$1,234.57')
    expect(formatUsdValue(2_000_000_000_000_000_000_000_000n, 18)).toBe('$2,000,000.00')
  })

  it('writes dollars as the locale does', () => {
    expect(formatUsdValue(1_234_567_891n, 6, 'de-DE')).toBe('1.234,57\u00a0$')
    expect(formatUsdValue(10_000n, 6, 'de-DE')).toBe('-')
  })
})

describe('valueSplit', () => {
  it('splits by value in whole percents adding up to 100', () => {
    expect(valueSplit(1n, 1n)).toEqual({ percent0: 50, percent1: 50 })
    expect(valueSplit(1n, 2n)).toEqual({ percent0: 33, percent1: 67 })
    expect(valueSplit(2n, 1n)).toEqual({ percent0: 67, percent1: 33 })
  })

  it('one-sided positions (out of range) are 100 / 0', () => {
    expect(valueSplit(0n, 5n)).toEqual({ percent0: 0, percent1: 100 })
    expect(valueSplit(5n, 0n)).toEqual({ percent0: 100, percent1: 0 })
  })

  it('null for an empty position', () => {
    expect(valueSplit(0n, 0n)).toBeNull()
  })
})
