import { formatAmount } from '../../../lib/format.ts'
import type { Field } from './swapQuery.ts'

/** Amounts (spec 2 "Display"): 6 significant digits. */
const AMOUNT_SIGNIFICANT_DIGITS = 6

/**
 * The trade's amount (base units) for the side the user did not type, as its input shows it: a plain number the
 * input parses back (no grouping, no '<'), with its integer part whole ('943819', never '943820'). The output is
 * rounded down (never more than the quote gives), the input up (never less than the trade takes).
 */
export function computedAmountText(amount: bigint, decimals: number, field: Field): string {
  return formatAmount(amount, decimals, {
    significantDigits: AMOUNT_SIGNIFICANT_DIGITS,
    rounding: field === 'INPUT' ? 'up' : 'down',
    locale: null,
    tinyDecimals: null,
  })
}
