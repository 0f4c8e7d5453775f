// How a position's numbers read (spec 2 §3 and the display rules of §5): the fee tier as fee / 1,000,000 in
// percent, amounts with 6 significant digits ('<0.000001' below a millionth), the USD value with 2 decimals
// and a dash at or below 0.01.
import { formatFeePips, formatFiat, formatSignificant } from '../../../lib/format.ts'

/** 500 → '0.05%', 3000 → '0.3%', 10000 → '1%'. */
export function formatFeeTier(fee: number): string {
  return formatFeePips(fee)
}

/** A token amount in base units: '0', '<0.000001', or 6 significant digits. */
export function formatPositionAmount(raw: bigint, decimals: number): string {
  return formatSignificant(raw, decimals, 6, 6)
}

export const NO_USD_VALUE = '-'

/**
 * A USD value given as a stablecoin amount in base units, as the locale writes dollars ('$1,234.57' in en-US,
 * '1.234,57 $' in de-DE), or a dash when unknown or ≤ 0.01.
 */
export function formatUsdValue(raw: bigint | null, decimals: number, locale = 'en-US'): string {
  if (raw === null || raw * 100n <= 10n ** BigInt(decimals)) return NO_USD_VALUE
  // Whole dollars and the fraction apart, so the raw integer (10^18 per dollar) never passes through a float;
  // the sum is exact to the cent up to about 2^53 / 100 dollars.
  const unit = 10n ** BigInt(decimals)
  const value = Number(raw / unit) + Number(raw % unit) / Number(unit)
  return formatFiat(value, locale) ?? NO_USD_VALUE
}

export type ValueSplit = { percent0: number; percent1: number }

/** Each side's share of the position's value, whole percents adding up to 100; null when it holds nothing. */
export function valueSplit(value0: bigint, value1: bigint): ValueSplit | null {
  const total = value0 + value1
  if (total <= 0n) return null
  const percent0 = Number((value0 * 200n + total) / (total * 2n))
  return { percent0, percent1: 100 - percent0 }
}
