import { describe, expect, it } from 'vitest'
import {
  formatFiat,
  formatPercentInteger,
  formatSignificant,
  shortenAddress,
  shortenSymbol,
} from './format.ts'

const ether = (n: string) => {
  const [int = '0', frac = ''] = n.split('.')
  return BigInt(int + frac.padEnd(18, '0'))
}

describe('formatSignificant', () => {
  it('shows 4 significant digits', () => {
    expect(formatSignificant(ether('1.23456'), 18)).toBe('1.235')
    expect(formatSignificant(ether('0.0123456'), 18)).toBe('0.01235')
    expect(formatSignificant(ether('123456.7'), 18)).toBe('123500')
  })
  it('rounds half up, carrying into a new digit', () => {
    expect(formatSignificant(ether('9999.87'), 18)).toBe('10000')
    expect(formatSignificant(ether('1.00049'), 18)).toBe('1')
    expect(formatSignificant(ether('1.00050'), 18)).toBe('1.001')
  })
  it('drops trailing zeros', () => {
    expect(formatSignificant(ether('10000'), 18)).toBe('10000')
    expect(formatSignificant(ether('2.5'), 18)).toBe('2.5')
  })
  it('shows zero and tiny amounts', () => {
    expect(formatSignificant(0n, 18)).toBe('0')
    expect(formatSignificant(ether('0.00009999'), 18)).toBe('<0.0001')
    expect(formatSignificant(ether('0.0001'), 18)).toBe('0.0001')
    expect(formatSignificant(ether('0.000001'), 18, 4, 5)).toBe('<0.00001')
  })
  it('handles zero decimals and negatives', () => {
    expect(formatSignificant(123456n, 0)).toBe('123500')
    expect(formatSignificant(-ether('1.23456'), 18)).toBe('-1.235')
  })
  it('handles small decimals such as USDC', () => {
    expect(formatSignificant(1_234_567n, 6)).toBe('1.235')
  })
  it('rejects invalid parameters', () => {
    expect(() => formatSignificant(1n, -1)).toThrow(RangeError)
    expect(() => formatSignificant(1n, 18, 0)).toThrow(RangeError)
  })
})

describe('shortenAddress', () => {
  it('keeps the first and last 4 hex digits', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x1234')).toThrow(TypeError)
  })
})

describe('display rules', () => {
  it('shortens symbols over 20 characters', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOPQRST')
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
    expect(shortenSymbol(undefined)).toBeUndefined()
  })

  it('shows fiat values only above 0.01, with 2 decimals', () => {
    expect(formatFiat(1234.567)).toBe('$1,234.57')
    expect(formatFiat(0.02)).toBe('$0.02')
    expect(formatFiat(0.01)).toBeNull()
    expect(formatFiat(Number.NaN)).toBeNull()
    expect(formatFiat(undefined)).toBeNull()
  })

  it("shows '<1' below 1%, otherwise a whole percentage", () => {
    expect(formatPercentInteger(0.5)).toBe('<1')
    expect(formatPercentInteger(0)).toBe('0')
    expect(formatPercentInteger(42.9)).toBe('42')
  })
})
