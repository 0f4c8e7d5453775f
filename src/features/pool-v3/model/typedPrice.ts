// A price as typed in the range and starting-price inputs, or written by the chart (a JS number's text, so
// '1e-7' too): a non-negative decimal, optionally with an exponent, as an exact ratio of integers. Anything
// else (empty, '.', a sign, junk) is no price. Values far beyond any tick (over 10^1000 either way) keep their
// side but are pulled in, so no input makes a giant integer.
import { formatPrice } from '../../../lib/format.ts'

export type PriceRatio = { numerator: bigint; denominator: bigint }

const PRICE = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
/** Longer text is not a price anyone typed (the amount inputs stop at 79 characters). */
export const MAX_PRICE_TEXT = 200
// 10^1000 lies far outside every pool's prices whatever the tokens' decimals (at most 255 each way).
const MAX_POWER = 1000

export function parseTypedPrice(text: string): PriceRatio | null {
  if (text.length > MAX_PRICE_TEXT) return null
  const match = PRICE.exec(text)
  if (!match) return null
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return null
  const digits = BigInt(`${whole}${fraction}`)
  if (digits === 0n) return { numerator: 0n, denominator: 1n }
  const exponentText = match[3] ?? '0'
  // More than 6 digits of exponent is beyond the pull-in bound anyway: keep only its sign.
  const exponent =
    exponentText.replace(/^[+-]?0*/, '').length > 6
      ? exponentText.startsWith('-')
        ? -10 * MAX_POWER
        : 10 * MAX_POWER
      : Number(exponentText)
  const power = Math.min(Math.max(exponent - fraction.length, -MAX_POWER - MAX_PRICE_TEXT), MAX_POWER)
  return power >= 0
    ? { numerator: digits * 10n ** BigInt(power), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-power) }
}

const INVERTED_PRICE_SIGNIFICANT_DIGITS = 6

/**
 * A typed price turned over (the rate toggle swaps base and quote): the inverse to 6 significant digits, as
 * a plain number the input reads back. Text that is no price, or zero, stays as it is.
 */
export function invertPriceText(text: string): string {
  const ratio = parseTypedPrice(text)
  if (ratio === null || ratio.numerator === 0n) return text
  return formatPrice(ratio.denominator, ratio.numerator, INVERTED_PRICE_SIGNIFICANT_DIGITS, '')
}
