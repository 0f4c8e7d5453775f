import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { invertPriceText, MAX_PRICE_TEXT, parseTypedPrice } from './typedPrice.ts'

describe('parseTypedPrice', () => {
  it('reads decimals exactly', () => {
    expect(parseTypedPrice('2000')).toEqual({ numerator: 2000n, denominator: 1n })
    expect(parseTypedPrice('0.0005')).toEqual({ numerator: 5n, denominator: 10_000n })
    expect(parseTypedPrice('.5')).toEqual({ numerator: 5n, denominator: 10n })
    expect(parseTypedPrice('5.')).toEqual({ numerator: 5n, denominator: 1n })
    const eighty = '9'.repeat(80)
    expect(parseTypedPrice(eighty)).toEqual({ numerator: BigInt(eighty), denominator: 1n })
  })

  it('reads the exponent forms a chart’s numbers are written in', () => {
    expect(parseTypedPrice('1e-7')).toEqual({ numerator: 1n, denominator: 10n ** 7n })
    expect(parseTypedPrice('1.5E+3')).toEqual({ numerator: 1500n, denominator: 1n })
    expect(parseTypedPrice('1e40')).toEqual({ numerator: 10n ** 40n, denominator: 1n })
  })

  it('zero in any form is a zero price', () => {
    for (const text of ['0', '0.000', '.0', '0e99', '000'])
      expect(parseTypedPrice(text)).toEqual({ numerator: 0n, denominator: 1n })
  })

  it('anything else is no price: empty, a lone point, signs, junk, an exponent without digits', () => {
    for (const text of ['', '.', '-1', '+1', '1,5', ' 1', '1e', 'e5', '1..2', 'Infinity', 'NaN', '∞', '0x10'])
      expect(parseTypedPrice(text)).toBeNull()
    expect(parseTypedPrice('1'.repeat(MAX_PRICE_TEXT + 1))).toBeNull()
  })

  it('pulls far-out exponents in, keeping their side of 1', () => {
    const huge = parseTypedPrice('1e999999999999')
    const tiny = parseTypedPrice('1e-999999999999')
    if (!huge || !tiny) throw new Error('parsed')
    expect(huge.numerator > 10n ** 999n * huge.denominator).toBe(true)
    expect(tiny.numerator > 0n && tiny.numerator * 10n ** 999n < tiny.denominator).toBe(true)
  })

  it('any text: never throws; a price is non-negative with a positive denominator', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.eE+-]{0,30}$/)), (text) => {
        const price = parseTypedPrice(text)
        if (price === null) return
        expect(price.numerator >= 0n && price.denominator > 0n).toBe(true)
      }),
    )
  })

  it('any non-negative JS number’s text reads as that number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e300, noNaN: true }), (value) => {
        const price = parseTypedPrice(String(value))
        if (!price) throw new Error(`not read: ${value}`)
        // Below 1e-280 the denominator is past what a double holds: the ratio reads as 0, not as the value.
        const read = Number(price.numerator) / Number(price.denominator)
        if (Number.isFinite(read) && value > 1e-280)
          expect(Math.abs(read - value) / value).toBeLessThan(1e-12)
      }),
    )
  })
})

describe('invertPriceText (the rate toggle’s starting price)', () => {
  it('turns the price over to 6 significant digits, as plain input text', () => {
    expect(invertPriceText('2000')).toBe('0.0005')
    expect(invertPriceText('3')).toBe('0.333333')
    expect(invertPriceText('0.0004')).toBe('2500')
    expect(invertPriceText('1e-7')).toBe('10000000')
    expect(invertPriceText('12345678')).toBe('0.000000081')
  })

  it('leaves text that is no price, and zero, as it is', () => {
    for (const text of ['', '.', '0', '-2', 'abc']) expect(invertPriceText(text)).toBe(text)
  })
})
