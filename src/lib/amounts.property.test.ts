// Property tests: whatever text reaches the amount parser (typed, or an exactAmount from a link), it never
// throws and gives either nothing (ignored, spec 1 §5 "Amount input") or an amount a transaction can carry.
import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  amountToInput,
  maxAmountSpend,
  NATIVE_RESERVE_WEI,
  parseTypedAmount,
  sanitizeAmountInput,
} from './amounts.ts'

const decimals = fc.oneof(fc.constantFrom(0, 6, 8, 18), fc.integer({ min: 0, max: 255 }))

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[0-9]{0,100}\.?[0-9]{0,100}$/),
  fc.constantFrom(
    '',
    '.',
    '0',
    '0.0',
    '00.000',
    '1e18',
    '-1',
    ' 1',
    '1 ',
    '0x10',
    'Infinity',
    'NaN',
    '1,5',
    '١',
    '<script>window.__pwned=1</script>',
    '9'.repeat(79),
    '9'.repeat(10_000),
    `1${'0'.repeat(60)}`,
  ),
)

describe('typed amount', () => {
  it('is ignored (null) or a positive amount that fits in a uint256', () => {
    fc.assert(
      fc.property(text, decimals, (typed, d) => {
        const amount = parseTypedAmount(typed, d)
        if (amount === null) return
        expect(amount).toBeGreaterThan(0n)
        expect(amount).toBeLessThanOrEqual(maxUint256)
      }),
      { numRuns: 1000 },
    )
  })

  it('is ignored for anything the amount input would refuse', () => {
    fc.assert(
      fc.property(text, decimals, (typed, d) => {
        if (!/^\d*\.?\d*$/.test(typed)) expect(parseTypedAmount(typed, d)).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  it('reads back as the number typed (trailing zeros aside)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }), (raw, d) => {
        const written = amountToInput(raw, d)
        expect(parseTypedAmount(written, d)).toBe(raw)
        // Trailing fractional zeros, as long as they fit the token's decimals, change nothing.
        const fraction = written.split('.')[1] ?? ''
        if (fraction.length < d)
          expect(parseTypedAmount(`${written}${fraction === '' ? '.' : ''}0`, d)).toBe(raw)
      }),
    )
  })

  it('anything the input keeps is either ignored or positive and at most a uint256', () => {
    fc.assert(
      fc.property(text, decimals, (typed, d) => {
        const kept = sanitizeAmountInput(typed)
        if (kept === null) return
        const amount = parseTypedAmount(kept, d)
        if (amount !== null) {
          expect(amount > 0n && amount <= maxUint256).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('typed amount, hostile lengths', () => {
  it('a long run of digits that is not a number is refused without quadratic backtracking', () => {
    // Linear parsing takes about a millisecond here; the quadratic pattern this guards against took seconds.
    const started = performance.now()
    for (const junk of [`${'1'.repeat(100_000)}x`, `.${'1'.repeat(100_000)}.`, `${'1'.repeat(100_000)} `])
      expect(parseTypedAmount(junk, 18)).toBeNull()
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('max amount', () => {
  it('is never negative, never above the balance, and keeps the reserve back for the native coin', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxUint256 }), fc.boolean(), (balance, isNative) => {
        const max = maxAmountSpend(balance, isNative)
        expect(max >= 0n && max <= balance).toBe(true)
        if (!isNative) expect(max).toBe(balance)
        else if (balance > NATIVE_RESERVE_WEI) expect(max).toBe(balance - NATIVE_RESERVE_WEI)
        else expect(max).toBe(0n)
      }),
    )
  })
})
