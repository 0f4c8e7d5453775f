// Property tests: an amount shown to people never claims more than the value when rounded down, and its grouping
// is only a reading aid: without the group symbols it is the plain number an input parses.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AmountRounding, formatAmount } from './format.ts'

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'hi-IN', 'ar-SA', 'de-CH', 'ja-JP'] as const

const amount = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.bigInt({ min: 0n, max: 10n ** 8n }))
const decimals = fc.integer({ min: 0, max: 24 })
const significantDigits = fc.integer({ min: 1, max: 8 })
const rounding = fc.constantFrom<AmountRounding>('down', 'half-up', 'up')

/** A plain decimal ('12.5') as base units of `decimals`; it has at most `decimals` fraction digits. */
function toUnits(text: string, decimals: number): bigint {
  const [integer = '0', fraction = ''] = text.split('.')
  expect(fraction.length).toBeLessThanOrEqual(decimals)
  return BigInt(integer + fraction.padEnd(decimals, '0'))
}

describe('formatAmount', () => {
  it('rounded down never exceeds the value, and is above it by less than one unit of the last digit kept', () => {
    fc.assert(
      fc.property(amount, decimals, significantDigits, (value, d, digits) => {
        const text = formatAmount(value, d, {
          significantDigits: digits,
          rounding: 'down',
          locale: null,
          tinyDecimals: null,
        })
        const shown = toUnits(text, d)
        expect(shown).toBeLessThanOrEqual(value)
        const [integer = '', fraction = ''] = text.split('.')
        expect(value - shown).toBeLessThan(10n ** BigInt(d - fraction.length))
        // The integer part is whole: it is the value's own.
        expect(BigInt(integer)).toBe(value / 10n ** BigInt(d))
      }),
      { numRuns: 1000 },
    )
  })

  it('rounded up is never below the value', () => {
    fc.assert(
      fc.property(amount, decimals, significantDigits, (value, d, digits) => {
        const format = {
          significantDigits: digits,
          rounding: 'up',
          locale: null,
          tinyDecimals: null,
        } as const
        expect(toUnits(formatAmount(value, d, format), d)).toBeGreaterThanOrEqual(value)
      }),
      { numRuns: 500 },
    )
  })

  it("with the locale's group symbols removed, gives the plain number's digits", () => {
    fc.assert(
      fc.property(
        amount,
        decimals,
        significantDigits,
        rounding,
        fc.constantFrom(...LOCALES),
        (value, d, digits, round, locale) => {
          const plain = formatAmount(value, d, { significantDigits: digits, rounding: round, locale: null })
          const grouped = formatAmount(value, d, { significantDigits: digits, rounding: round, locale })
          const decimal =
            new Intl.NumberFormat(locale, { numberingSystem: 'latn' })
              .formatToParts(1.5)
              .find((part) => part.type === 'decimal')?.value ?? '.'
          const [integer = '', fraction] = grouped.split(decimal)
          const ungrouped = integer.replace(/[^\d<]/g, '') + (fraction === undefined ? '' : `.${fraction}`)
          expect(ungrouped).toBe(plain)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
