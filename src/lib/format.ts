/**
 * A token amount (integer in base units) as a decimal string rounded half-up to `significantDigits`
 * significant digits, without exponent or trailing zeros. Amounts below 10^-tinyDecimals show as
 * `<0.0001` (for tinyDecimals 4).
 */
export function formatSignificant(
  value: bigint,
  decimals: number,
  significantDigits = 4,
  tinyDecimals = 4,
): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`)
  if (!Number.isInteger(significantDigits) || significantDigits < 1)
    throw new RangeError(`Invalid significant digits: ${significantDigits}`)
  if (value < 0n) return `-${formatSignificant(-value, decimals, significantDigits, tinyDecimals)}`
  if (value === 0n) return '0'
  if (value * 10n ** BigInt(tinyDecimals) < 10n ** BigInt(decimals))
    return `<0.${'0'.repeat(tinyDecimals - 1)}1`

  const dropped = value.toString().length - significantDigits
  let rounded = value
  if (dropped > 0) {
    const unit = 10n ** BigInt(dropped)
    rounded = ((value + unit / 2n) / unit) * unit
  }
  const text = rounded.toString().padStart(decimals + 1, '0')
  const integerPart = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction === '' ? integerPart : `${integerPart}.${fraction}`
}

/** How a cut amount is rounded: `down` never shows more than the value (balances, quotes), `up` never less. */
export type AmountRounding = 'down' | 'half-up' | 'up'

export type AmountFormat = {
  significantDigits: number
  rounding: AmountRounding
  /**
   * The locale whose digit grouping and decimal symbol are used ('943.819,5' in de-DE), always with Latin digits;
   * null for a plain number that an amount input parses back ('943819.5').
   */
  locale: string | null
  /** Positive values below 10^-tinyDecimals show as '<0.0001' (tinyDecimals 4); null shows them in full. */
  tinyDecimals?: number | null | undefined
}

type LocaleSymbols = { integer: Intl.NumberFormat; decimal: string }
const localeSymbols = new Map<string, LocaleSymbols>()

function symbolsOf(locale: string): LocaleSymbols {
  const known = localeSymbols.get(locale)
  if (known) return known
  let tag = locale
  try {
    Intl.getCanonicalLocales(tag)
  } catch {
    // A malformed tag falls back to the English symbols rather than failing the render.
    tag = 'en-US'
  }
  // Intl groups a bigint exactly and with the locale's own pattern (12,34,567 in India, 1234 in Spanish).
  const integer = new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 0 })
  const parts = new Intl.NumberFormat(tag, { numberingSystem: 'latn' }).formatToParts(1.5)
  const symbols = { integer, decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' }
  localeSymbols.set(locale, symbols)
  return symbols
}

type PercentPattern = { before: string; after: string }
const percentPatterns = new Map<string, PercentPattern>()

/** Where the locale writes the percent sign and its spacing: '50 %' in de-DE, '%50' in tr-TR. */
function percentPatternOf(locale: string): PercentPattern {
  const known = percentPatterns.get(locale)
  if (known) return known
  let parts: Intl.NumberFormatPart[]
  try {
    parts = new Intl.NumberFormat(locale, { style: 'percent', numberingSystem: 'latn' }).formatToParts(0.5)
  } catch {
    parts = [
      { type: 'integer', value: '50' },
      { type: 'percentSign', value: '%' },
    ]
  }
  const at = parts.findIndex((part) => part.type === 'integer')
  const text = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('')
  const pattern = { before: text(parts.slice(0, at)), after: text(parts.slice(at + 1)) }
  percentPatterns.set(locale, pattern)
  return pattern
}

/** A number as the model writes it: an optional '<' or '-', digits grouped by ',' or not, '.', an optional '%'. */
const PLAIN_NUMBER = /^([<-]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%?)$/

/**
 * A number written the plain way ('1,234.5678', '<0.0001', '-0.5', '0.30%'), as prices, review amounts and
 * percentages come from the models, in the locale's way: its grouping, decimal symbol and percent sign, always
 * with Latin digits ('1.234,5678' and '0,30 %' in de-DE). An integer part is grouped only where the model grouped
 * it. Anything else (a '-' placeholder, a word) is returned as
 * it is. Never for a value put back into an input: inputs take the plain form.
 */
export function localizeNumber(text: string, locale: string): string {
  const match = PLAIN_NUMBER.exec(text)
  if (!match) return text
  const [, sign = '', integer = '0', fraction, percent] = match
  const symbols = symbolsOf(locale)
  // Grouped as the model chose: a price '2,000' is grouped, a review amount '2000' is not.
  const grouped = integer.includes(',')
  const whole = grouped ? symbols.integer.format(BigInt(integer.replaceAll(',', ''))) : integer
  const number = `${whole}${fraction === undefined ? '' : `${symbols.decimal}${fraction}`}`
  if (percent === '') return `${sign}${number}`
  const { before, after } = percentPatternOf(locale)
  return `${sign}${before}${number}${after}`
}

/** `value / unit` rounded to a whole number as `rounding` says (value and unit positive). */
function divideRounded(value: bigint, unit: bigint, rounding: AmountRounding): bigint {
  const quotient = value / unit
  const remainder = value % unit
  if (remainder === 0n || rounding === 'down') return quotient
  if (rounding === 'up') return quotient + 1n
  return remainder * 2n >= unit ? quotient + 1n : quotient
}

/**
 * A token amount (integer in base units) as people read it: the whole integer part, always (943819.53 with 4
 * significant digits is '943,819', never '943,800'), and fraction digits only up to `significantDigits`
 * significant digits in all, rounded at the last digit kept; no exponent, no trailing zeros.
 */
export function formatAmount(value: bigint, decimals: number, format: AmountFormat): string {
  const { significantDigits, rounding, locale } = format
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`)
  if (!Number.isInteger(significantDigits) || significantDigits < 1)
    throw new RangeError(`Invalid significant digits: ${significantDigits}`)
  const decimalSymbol = locale === null ? '.' : symbolsOf(locale).decimal
  if (value < 0n) {
    // The magnitude is rounded, so 'down' and 'up' mean towards and away from zero.
    return `-${formatAmount(-value, decimals, format)}`
  }
  if (value === 0n) return '0'
  const tinyDecimals = format.tinyDecimals === undefined ? significantDigits : format.tinyDecimals
  if (tinyDecimals !== null && value * 10n ** BigInt(tinyDecimals) < 10n ** BigInt(decimals))
    return `<0${decimalSymbol}${'0'.repeat(tinyDecimals - 1)}1`

  // Digits below the last kept one: none of the integer part's, and enough of the fraction's that at most
  // significantDigits digits are left from the first non-zero one.
  const keptDigits = Math.max(significantDigits, value.toString().length - decimals)
  const dropped = Math.min(decimals, Math.max(0, value.toString().length - keptDigits))
  const unit = 10n ** BigInt(dropped)
  const rounded = divideRounded(value, unit, rounding) * unit

  const scale = 10n ** BigInt(decimals)
  const integerPart = rounded / scale
  const fraction = (rounded % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const integerText = locale === null ? integerPart.toString() : symbolsOf(locale).integer.format(integerPart)
  return fraction === '' ? integerText : `${integerText}${decimalSymbol}${fraction}`
}

/** `0x1234…abcd`: the first 4 and last 4 hex digits of an address. */
export function shortenAddress(address: string, chars = 4): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`Invalid address: ${address}`)
  return `${address.slice(0, chars + 2)}…${address.slice(-chars)}`
}

/** Symbols over 20 characters keep their first 4 and last 5 characters: 'VERY…LONGS'. */
export function shortenSymbol(symbol: string | undefined, max = 20): string | undefined {
  if (symbol === undefined || symbol.length <= max) return symbol
  return `${symbol.slice(0, 4)}...${symbol.slice(-5)}`
}

const usdFormats = new Map<string, Intl.NumberFormat>()

function usdFormatOf(locale: string): Intl.NumberFormat {
  const known = usdFormats.get(locale)
  if (known) return known
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, options)
  } catch {
    // A malformed tag falls back to English rather than failing the render.
    format = new Intl.NumberFormat('en-US', options)
  }
  usdFormats.set(locale, format)
  return format
}

/**
 * A USD value is shown only above 0.01, with 2 decimals, as the locale writes dollars ('$1,234.57' in en-US,
 * '1.234,57 $' in de-DE); null means show nothing.
 */
export function formatFiat(value: number | null | undefined, locale = 'en-US'): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0.01) return null
  return usdFormatOf(locale).format(value)
}

/** A whole percentage, or '<1' for a positive value below 1%. */
export function formatPercentInteger(percent: number): string {
  if (percent > 0 && percent < 1) return '<1'
  return String(Math.floor(percent))
}

/**
 * `numerator / denominator` as a decimal with `significantDigits` significant digits (rounded half-up, no
 * trailing zeros, no exponent) and the integer part grouped by thousands: a price such as '2,000' or
 * '0.0005'. Unlike amounts, a price has no '<' floor: a tiny price shows all its leading zeros.
 */
export function formatPrice(
  numerator: bigint,
  denominator: bigint,
  significantDigits = 6,
  groupSeparator = ',',
): string {
  if (denominator === 0n) throw new RangeError('Division by zero')
  if (!Number.isInteger(significantDigits) || significantDigits < 1)
    throw new RangeError(`Invalid significant digits: ${significantDigits}`)
  if (denominator < 0n) return formatPrice(-numerator, -denominator, significantDigits, groupSeparator)
  if (numerator < 0n) return `-${formatPrice(-numerator, denominator, significantDigits, groupSeparator)}`
  if (numerator === 0n) return '0'
  // Scale so the quotient carries the significant digits plus one, which formatSignificant rounds away.
  let scale = significantDigits - (numerator / denominator).toString().length
  if (numerator < denominator) {
    let leadingZeros = 0
    while (numerator * 10n ** BigInt(leadingZeros + 1) < denominator) leadingZeros++
    scale = significantDigits + leadingZeros
  }
  const decimals = Math.max(scale + 1, 0)
  const scaled = (numerator * 10n ** BigInt(decimals)) / denominator
  const text = formatSignificant(scaled, decimals, significantDigits, decimals)
  const [integerPart = '0', fraction] = text.split('.')
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** Prices under this show as '<0.00001' (spec 1 §5 display rules). */
const TINY_PRICE_DENOMINATOR = 100_000n

/** A price as shown to people (execution prices, pool prices): formatPrice, with '<0.00001' for a tiny one. */
export function formatDisplayPrice(numerator: bigint, denominator: bigint): string {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const positive = numerator > 0n === denominator > 0n && numerator !== 0n
  const abs = (v: bigint) => (v < 0n ? -v : v)
  if (positive && abs(numerator) * TINY_PRICE_DENOMINATOR < abs(denominator)) return '<0.00001'
  return formatPrice(numerator, denominator)
}

/** Basis points as a percentage with 2 decimals ('0.35%'); a positive value under 0.01% reads '<0.01%'. */
export function formatPercentBps(bps: number): string {
  if (bps > 0 && bps < 1) return '<0.01%'
  return `${(bps / 100).toFixed(2)}%`
}

/** A pool fee in hundredths of a basis point (3000 = 0.3%) as a percentage without trailing zeros. */
export function formatFeePips(feePips: number): string {
  return `${Number((feePips / 10_000).toFixed(4))}%`
}
