import { formatAmount } from '../../../lib/format.ts'

/** A UNI amount (base units) as the claim dialogs show it: whole units always, up to 6 significant digits. */
export function formatUni(amount: bigint): string {
  return formatAmount(amount, 18, { significantDigits: 6, rounding: 'down', locale: null })
}
