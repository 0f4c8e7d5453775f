// What a range input accepts as typed (spec 2 §5 "Start price", "Range"): a non-negative decimal, as the amount
// inputs do (a comma becomes the dot, at most 79 characters). The input shows '∞' at the max limit: typing
// over it gives only what was typed, and '∞' itself is never typed (the limit is Full Range's or the steps').
import { sanitizeAmountInput } from '../../../lib/amounts.ts'

export const INFINITY_TEXT = '∞'

/** The text to keep in the input, or null when the keystroke is refused (the input keeps its value). */
export function sanitizeBoundInput(text: string): string | null {
  if (!text.includes(INFINITY_TEXT)) return sanitizeAmountInput(text)
  const typed = text.replaceAll(INFINITY_TEXT, '')
  return typed === '' ? null : sanitizeAmountInput(typed)
}
