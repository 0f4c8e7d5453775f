// Typed amounts (spec 1 §5 "Amount input"): what the input keeps, the amount in base units, and the Max
// button's amount (spec 1 §9). Every amount input of the app uses these.
import { formatUnits, maxUint256, parseUnits } from 'viem'

/** Kept back from the native coin by Max so that the user can still pay for gas: 10^16 wei (0.01 ETH). */
export const NATIVE_RESERVE_WEI = 10n ** 16n

// Unambiguous (the point is not optional between two digit runs), so a long non-number fails in linear time.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * The typed amount in base units, or null when it is to be ignored: empty, zero, not a number, with more
 * fractional digits than the token has (rounding it would change what the user typed), or more than a
 * uint256 can hold (no token has that much, and the SDK's amounts refuse it).
 */
export function parseTypedAmount(typed: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(typed)
  if (!match || typed === '' || typed === '.') return null
  if ((match[2] ?? '').length > decimals) return null
  try {
    const amount = parseUnits(typed, decimals)
    return amount > 0n && amount <= maxUint256 ? amount : null
  } catch {
    return null
  }
}

/** What Max puts in the input: the whole token balance; for the native coin the balance less the reserve. */
export function maxAmountSpend(balance: bigint, isNative: boolean): bigint {
  if (!isNative) return balance
  return balance > NATIVE_RESERVE_WEI ? balance - NATIVE_RESERVE_WEI : 0n
}

/** An amount in base units written back as input text (exact, no grouping, no exponent). */
export function amountToInput(amount: bigint, decimals: number): string {
  return formatUnits(amount, decimals)
}

// The text typed: digits and one decimal point, comma as a decimal point, at most 79 characters.
export const MAX_AMOUNT_INPUT_LENGTH = 79

/** The text to keep in the input, or null when the keystroke is refused (the input keeps its value). */
export function sanitizeAmountInput(text: string): string | null {
  const normalized = text.replace(/,/g, '.')
  if (normalized.length > MAX_AMOUNT_INPUT_LENGTH) return null
  return /^\d*\.?\d*$/.test(normalized) ? normalized : null
}
