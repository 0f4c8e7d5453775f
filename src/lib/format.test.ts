import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatDisplayPrice,
  formatFeePips,
  formatFiat,
  formatPercentBps,
  formatPercentInteger,
  formatPrice,
  formatSignificant,
  localizeNumber,
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

describe('formatAmount', () => {
  const balance = { significantDigits: 4, rounding: 'down', locale: 'en-US' } as const
  const typed = { significantDigits: 6, rounding: 'down', locale: null, tinyDecimals: null } as const

  it('keeps the whole integer part, grouped, and cuts the fraction to the significant digits', () => {
    expect(formatAmount(ether('943819.53'), 18, balance)).toBe('943,819')
    expect(formatAmount(ether('1234.5678'), 18, balance)).toBe('1,234')
    expect(formatAmount(ether('123.4567'), 18, balance)).toBe('123.4')
    expect(formatAmount(ether('1.23456'), 18, balance)).toBe('1.234')
    expect(formatAmount(ether('0.0123456'), 18, balance)).toBe('0.01234')
  })

  it('rounds a balance down: never above what the account holds', () => {
    expect(formatAmount(ether('0.99999'), 18, balance)).toBe('0.9999')
    expect(formatAmount(ether('9999.99'), 18, balance)).toBe('9,999')
    expect(formatAmount(ether('1.99999999'), 18, balance)).toBe('1.999')
  })

  it('rounds half-up or up at the last digit kept, carrying into the integer part', () => {
    expect(formatAmount(ether('0.99999'), 18, { ...balance, rounding: 'half-up' })).toBe('1')
    expect(formatAmount(ether('1.23449'), 18, { ...balance, rounding: 'half-up' })).toBe('1.234')
    expect(formatAmount(ether('1.2345'), 18, { ...balance, rounding: 'half-up' })).toBe('1.235')
    expect(formatAmount(ether('1.2341'), 18, { ...balance, rounding: 'up' })).toBe('1.235')
    expect(formatAmount(ether('943819.53'), 18, { ...balance, rounding: 'up' })).toBe('943,820')
    expect(formatAmount(ether('943819.53'), 18, { ...balance, rounding: 'half-up' })).toBe('943,820')
    expect(formatAmount(ether('943819.4'), 18, { ...balance, rounding: 'half-up' })).toBe('943,819')
  })

  it('shows zero as 0 and a positive amount below 0.0001 as <0.0001', () => {
    expect(formatAmount(0n, 18, balance)).toBe('0')
    expect(formatAmount(ether('0.00009999'), 18, balance)).toBe('<0.0001')
    expect(formatAmount(ether('0.0001'), 18, balance)).toBe('0.0001')
    expect(formatAmount(1n, 18, balance)).toBe('<0.0001')
    expect(formatAmount(1n, 18, { ...balance, significantDigits: 6 })).toBe('<0.000001')
  })

  it('shows 1e-18 in full where there is no tiny floor (a computed amount in an input)', () => {
    expect(formatAmount(1n, 18, typed)).toBe('0.000000000000000001')
    expect(formatAmount(123_456_789n, 18, typed)).toBe('0.000000000123456')
  })

  it('shows a huge amount whole: 10^30 tokens', () => {
    expect(formatAmount(10n ** 48n, 18, balance)).toBe('1,000,000,000,000,000,000,000,000,000,000')
    expect(formatAmount(10n ** 48n + 1n, 18, typed)).toBe(`1${'0'.repeat(30)}`)
  })

  it('handles tokens with 0 and 6 decimals', () => {
    expect(formatAmount(943_819n, 0, balance)).toBe('943,819')
    expect(formatAmount(7n, 0, balance)).toBe('7')
    expect(formatAmount(1_234_567n, 6, balance)).toBe('1.234')
    expect(formatAmount(943_819_530_000n, 6, balance)).toBe('943,819')
    expect(formatAmount(99n, 6, balance)).toBe('<0.0001')
    expect(formatAmount(1_999_999n, 6, typed)).toBe('1.99999')
  })

  it("uses the locale's grouping and decimal symbols, with Latin digits", () => {
    expect(formatAmount(ether('943819.53'), 18, { ...balance, locale: 'de-DE' })).toBe('943.819')
    expect(formatAmount(ether('1.23456'), 18, { ...balance, locale: 'de-DE' })).toBe('1,234')
    expect(formatAmount(ether('0.00001'), 18, { ...balance, locale: 'de-DE' })).toBe('<0,0001')
    expect(formatAmount(ether('1234567.5'), 18, { ...balance, locale: 'hi-IN' })).toBe('12,34,567')
    expect(formatAmount(ether('943819.53'), 18, { ...balance, locale: 'ar-SA' })).toMatch(/^943\D819$/)
    expect(formatAmount(ether('943819.53'), 18, { ...balance, locale: 'not a locale' })).toBe('943,819')
  })

  it('gives a plain number, without grouping, for an input', () => {
    expect(formatAmount(ether('943819.53'), 18, typed)).toBe('943819')
    expect(formatAmount(ether('1.30334789'), 18, typed)).toBe('1.30334')
    expect(formatAmount(ether('2000'), 18, typed)).toBe('2000')
  })

  it('keeps the sign of a negative amount and rejects invalid parameters', () => {
    expect(formatAmount(-ether('1.23456'), 18, balance)).toBe('-1.234')
    expect(() => formatAmount(1n, -1, balance)).toThrow(RangeError)
    expect(() => formatAmount(1n, 18, { ...balance, significantDigits: 0 })).toThrow(RangeError)
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

  it('writes a USD value as the locale does, with Latin digits', () => {
    expect(formatFiat(1234.567, 'de-DE')).toBe('1.234,57\u00a0$')
    expect(formatFiat(1234.567, 'ar-SA')).toMatch(/1,234\.57|1٬234٫57|1234[.,]57/)
    expect(formatFiat(1234.567, 'ar-SA')).not.toMatch(/[\u0660-\u0669]/)
    expect(formatFiat(2, 'not a locale!')).toBe('$2.00')
  })

  it("shows '<1' below 1%, otherwise a whole percentage", () => {
    expect(formatPercentInteger(0.5)).toBe('<1')
    expect(formatPercentInteger(0)).toBe('0')
    expect(formatPercentInteger(42.9)).toBe('42')
  })
})

describe('formatDisplayPrice', () => {
  it("shows a price under 0.00001 as '<0.00001', and any larger one as formatPrice does", () => {
    expect(formatDisplayPrice(1n, 100_001n)).toBe('<0.00001')
    expect(formatDisplayPrice(1n, 10n ** 30n)).toBe('<0.00001')
    expect(formatDisplayPrice(1n, 100_000n)).toBe('0.00001')
    expect(formatDisplayPrice(1n, 2000n)).toBe('0.0005')
    expect(formatDisplayPrice(2000n, 1n)).toBe('2,000')
    expect(formatDisplayPrice(0n, 5n)).toBe('0')
  })
})

describe('formatPrice', () => {
  it('shows 6 significant digits with the integer part grouped', () => {
    expect(formatPrice(2000n, 1n)).toBe('2,000')
    expect(formatPrice(1n, 2000n)).toBe('0.0005')
    expect(formatPrice(1234567891n, 1000n)).toBe('1,234,570')
    expect(formatPrice(10n, 3n)).toBe('3.33333')
    expect(formatPrice(2n, 3n)).toBe('0.666667')
  })
  it('rounds half up, carrying into a new digit', () => {
    expect(formatPrice(9999995n, 1000000n)).toBe('10')
    expect(formatPrice(1234565n, 1n)).toBe('1,234,570')
    expect(formatPrice(1234564n, 1n)).toBe('1,234,560')
  })
  it('keeps every leading zero of a tiny price', () => {
    expect(formatPrice(1n, 10n ** 12n)).toBe('0.000000000001')
  })
  it('handles zero, signs, other digit counts and separators', () => {
    expect(formatPrice(0n, 5n)).toBe('0')
    expect(formatPrice(-2000n, 1n)).toBe('-2,000')
    expect(formatPrice(2000n, -1n)).toBe('-2,000')
    expect(formatPrice(123456n, 100n, 4)).toBe('1,235')
    expect(formatPrice(2000n, 1n, 6, '')).toBe('2000')
    expect(() => formatPrice(1n, 0n)).toThrow(RangeError)
  })
})

describe('formatPercentBps', () => {
  it('shows 2 decimals, and <0.01% under one basis point', () => {
    expect(formatPercentBps(35)).toBe('0.35%')
    expect(formatPercentBps(50)).toBe('0.50%')
    expect(formatPercentBps(1234.5)).toBe('12.35%')
    expect(formatPercentBps(1)).toBe('0.01%')
    expect(formatPercentBps(0.4)).toBe('<0.01%')
    expect(formatPercentBps(0)).toBe('0.00%')
  })
})

describe('formatFeePips', () => {
  it('reads the pool fee tiers as percentages', () => {
    expect(formatFeePips(3000)).toBe('0.3%')
    expect(formatFeePips(500)).toBe('0.05%')
    expect(formatFeePips(100)).toBe('0.01%')
    expect(formatFeePips(10000)).toBe('1%')
  })
})

describe('localizeNumber', () => {
  it('keeps the plain form in en-US', () => {
    for (const text of ['1,234.5678', '<0.0001', '-0.5', '0.30%', '2000', '<0.01%', '0'])
      expect(localizeNumber(text, 'en-US')).toBe(text)
    expect(localizeNumber('2000000.5', 'en-US')).toBe('2000000.5')
  })

  it("writes the locale's grouping, decimal symbol and percent sign, with Latin digits", () => {
    expect(localizeNumber('1,234.5678', 'de-DE')).toBe('1.234,5678')
    expect(localizeNumber('<0.0001', 'de-DE')).toBe('<0,0001')
    expect(localizeNumber('-0.5', 'fr-FR')).toBe('-0,5')
    expect(localizeNumber('0.30%', 'de-DE')).toBe('0,30\u00a0%')
    expect(localizeNumber('12.5%', 'tr-TR')).toBe('%12,5')
    expect(localizeNumber('1,234,567.25', 'hi-IN')).toBe('12,34,567.25')
    expect(localizeNumber('1,234.5', 'ar-SA')).toMatch(/^1\D234\D5$/)
    expect(localizeNumber('1234.5', 'de-DE')).toBe('1234,5')
    expect(localizeNumber('3,000.25', 'zh-CN')).toBe('3,000.25')
  })

  it('returns anything that is not a plain number as it is', () => {
    for (const text of ['-', '', 'Infinity', '1e21', '1.2.3', '12,34', 'abc', ' 1', '1,5'])
      expect(localizeNumber(text, 'de-DE')).toBe(text)
  })

  it('falls back to English symbols for a malformed locale', () => {
    expect(localizeNumber('1,234.5%', 'not a locale')).toBe('1,234.5%')
  })
})
