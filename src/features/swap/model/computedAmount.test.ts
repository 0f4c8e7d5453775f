import { describe, expect, it } from 'vitest'
import { parseTypedAmount } from '../../../lib/amounts.ts'
import { computedAmountText } from './computedAmount.ts'

const E18 = 10n ** 18n

describe('the computed side of a swap', () => {
  it('keeps the integer part whole and cuts the fraction to 6 significant digits', () => {
    // 943,819.53 DAI: the SDK's 6 significant digits would read '943820'.
    expect(computedAmountText(94_381_953n * 10n ** 16n, 18, 'OUTPUT')).toBe('943819')
    expect(computedAmountText(1_303_347_891n * 10n ** 9n, 18, 'OUTPUT')).toBe('1.30334')
    expect(computedAmountText(1_234_567_890_123_456n * 10n ** 12n, 18, 'OUTPUT')).toBe('1234567890')
  })

  it('rounds the output down and the input up', () => {
    const amount = 19_999_999n * 10n ** 11n // 1.9999999
    expect(computedAmountText(amount, 18, 'OUTPUT')).toBe('1.99999')
    expect(computedAmountText(amount, 18, 'INPUT')).toBe('2')
    expect(computedAmountText(2n * E18, 18, 'INPUT')).toBe('2')
  })

  it('is a plain number the amount input parses back, however small or large', () => {
    for (const [amount, decimals] of [
      [1n, 18],
      [123_456_789n, 6],
      [10n ** 48n + 1n, 18],
      [7n, 0],
    ] as const) {
      const text = computedAmountText(amount, decimals, 'OUTPUT')
      expect(text).toMatch(/^\d+(\.\d+)?$/)
      expect(parseTypedAmount(text, decimals)).not.toBeNull()
    }
    expect(computedAmountText(1n, 18, 'OUTPUT')).toBe('0.000000000000000001')
  })
})
