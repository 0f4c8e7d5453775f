import { formatAmount } from '../../../lib/format.ts'

/** A vote count (18-decimal UNI units) as the governance screens show it: 6 significant digits, grouped. */
export function formatVotes(amount: bigint, locale: string): string {
  return formatAmount(amount, 18, { significantDigits: 6, rounding: 'down', locale, tinyDecimals: 6 })
}
