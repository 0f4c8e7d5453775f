import { describe, expect, it } from 'vitest'
import { floorDecimalTimes } from './decimal.ts'

describe('floorDecimalTimes', () => {
  it('multiplies decimal text exactly, then floors', () => {
    expect(floorDecimalTimes('0.29', 100)).toBe(29)
    expect(floorDecimalTimes('1.239', 100)).toBe(123)
    expect(floorDecimalTimes('.5', 100)).toBe(50)
    expect(floorDecimalTimes('5.', 100)).toBe(500)
    expect(floorDecimalTimes('1.01', 60)).toBe(60)
    expect(floorDecimalTimes('0.0001', 100)).toBe(0)
  })

  it('refuses anything but a plain non-negative decimal', () => {
    for (const bad of ['', '.', '-1', '1e2', '1,5', '1.2.3', ' 1', 'abc'])
      expect(floorDecimalTimes(bad, 100)).toBeNull()
  })

  it('caps huge values at the largest safe integer', () => {
    expect(floorDecimalTimes('9'.repeat(40), 100)).toBe(Number.MAX_SAFE_INTEGER)
  })
})
