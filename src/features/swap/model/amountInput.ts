// The amount a user types (spec 1 §5 "Amount input"): digits and one decimal point, comma as a decimal
// point, at most 79 characters.

export const MAX_AMOUNT_INPUT_LENGTH = 79

/** The text to keep in the input, or null when the keystroke is refused (the input keeps its value). */
export function sanitizeAmountInput(text: string): string | null {
  const normalized = text.replace(/,/g, '.')
  if (normalized.length > MAX_AMOUNT_INPUT_LENGTH) return null
  return /^\d*\.?\d*$/.test(normalized) ? normalized : null
}
