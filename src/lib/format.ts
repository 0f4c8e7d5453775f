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

/** A fiat value is shown only above 0.01, with 2 decimals; null means show nothing. */
export function formatFiat(value: number | null | undefined, currencySymbol = '$'): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0.01) return null
  return `${currencySymbol}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** A whole percentage, or '<1' for a positive value below 1%. */
export function formatPercentInteger(percent: number): string {
  if (percent > 0 && percent < 1) return '<1'
  return String(Math.floor(percent))
}
