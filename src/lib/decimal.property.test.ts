// Property tests: the exact decimal scaling behind the slippage and deadline inputs never throws, refuses
// anything that is not a plain non-negative decimal, and is exact (no floating-point rounding).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floorDecimalTimes } from './decimal.ts'

const PLAIN = /^(?:\d+\.?\d*|\.\d+)$/

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^[0-9]{0,40}\.?[0-9]{0,40}$/),
  fc.constantFrom(
    '',
    '.',
    '..',
    '-1',
    '+1',
    '1e3',
    ' 1',
    '0x1',
    'Infinity',
    'NaN',
    '١',
    '1_000',
    '9'.repeat(5000),
  ),
)
const multiplier = fc.constantFrom(1, 60, 100, 10_000)

describe('floorDecimalTimes', () => {
  it('never throws; null exactly when the text is not a plain non-negative decimal', () => {
    fc.assert(
      fc.property(text, multiplier, (value, m) => {
        const result = floorDecimalTimes(value, m)
        if (PLAIN.test(value)) expect(result).not.toBeNull()
        else expect(result).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  it('is a non-negative safe integer equal to the exact floor (capped at MAX_SAFE_INTEGER)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,30}\.?[0-9]{0,30}$/), multiplier, (value, m) => {
        fc.pre(PLAIN.test(value))
        const [whole = '', fraction = ''] = value.split('.')
        const exact = (BigInt(`${whole}${fraction}` || '0') * BigInt(m)) / 10n ** BigInt(fraction.length)
        const capped = exact > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(exact)
        const result = floorDecimalTimes(value, m)
        expect(result).toBe(capped)
        expect(Number.isSafeInteger(result)).toBe(true)
        expect(result).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 1000 },
    )
  })

  it('an integer number of hundredths written with two decimals comes back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        expect(floorDecimalTimes((hundredths / 100).toFixed(2), 100)).toBe(hundredths)
      }),
    )
  })
})
