// Text from outside the app (token names and symbols from lists or the chain, ENS names, proposal titles) is
// cleaned before it is shown or stored (quality guide, Security): characters that are invisible or that
// reorder the text around them are removed and the length is capped, so that a name cannot pass for another
// one ('USDC' followed by a right-to-left override) or take over the layout. The caps are in textCaps.ts.

// Cc: C0 controls, DEL and C1 controls. Cf: format characters, among them the bidirectional embeddings,
// overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and the zero-width
// characters (U+200B–U+200D, U+2060, U+FEFF). Cs: a lone surrogate. Zl, Zp: line and paragraph separators.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu
const SPACES = /\s+/gu
const ELLIPSIS = '…'

/**
 * `value` without control, bidirectional, zero-width or other invisible characters, runs of white space made
 * one space, trimmed, and at most `maxLength` code points long (a longer text ends with '…'). Anything that
 * is not a string gives ''.
 */
export function cleanText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return ''
  const max = Math.max(0, Math.floor(maxLength))
  const text = value.replace(UNSEEN, '').replace(SPACES, ' ').trim()
  if (text.length <= max) return text
  // Code points, so that a character outside the BMP (an emoji) is never cut in half.
  const points = Array.from(text)
  if (points.length <= max) return text
  if (max === 0) return ''
  return `${points
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`
}

/** Whether cleaning leaves `value` as it is: nothing invisible in it, and not over `maxLength`. */
export function isCleanText(value: string, maxLength: number): boolean {
  return cleanText(value, maxLength) === value
}
