import { describe, expect, it } from 'vitest'
import { amountToInput, maxAmountSpend, NATIVE_RESERVE_WEI, parseTypedAmount } from './amounts.ts'

describe('typed amount parsed with the token decimals', () => {
  it('parses with the decimals of the token', () => {
    expect(parseTypedAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseTypedAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseTypedAmount('.5', 6)).toBe(500_000n)
    expect(parseTypedAmount('2.', 0)).toBe(2n)
  })

  it('ignores zero, empty, unparsable and more decimals than the token has', () => {
    for (const typed of ['', '.', '0', '0.000', 'abc', '1.2.3', '-1', '1e3'])
      expect(parseTypedAmount(typed, 18)).toBeNull()
    expect(parseTypedAmount('0.0000001', 6)).toBeNull()
  })
})

describe('Max keeps the native reserve', () => {
  it('native: the balance less 10^16 wei', () => {
    expect(NATIVE_RESERVE_WEI).toBe(10_000_000_000_000_000n)
    expect(maxAmountSpend(10n ** 18n, true)).toBe(10n ** 18n - 10n ** 16n)
  })

  it('native: 0 when the balance is at or below the reserve', () => {
    expect(maxAmountSpend(10n ** 16n, true)).toBe(0n)
    expect(maxAmountSpend(5n, true)).toBe(0n)
    expect(maxAmountSpend(10n ** 16n + 1n, true)).toBe(1n)
  })

  it('tokens: the whole balance', () => {
    expect(maxAmountSpend(123n, false)).toBe(123n)
  })

  it('writes the amount back exactly as input text', () => {
    expect(amountToInput(maxAmountSpend(10n ** 18n, true), 18)).toBe('0.99')
    expect(amountToInput(1n, 18)).toBe('0.000000000000000001')
    expect(amountToInput(0n, 6)).toBe('0')
  })
})
