// Property tests: whatever text comes from a list, the chain or an ENS record, the cleaned text never holds a
// control, bidirectional or zero-width character, is never over its cap, is stable when cleaned again, and
// cleaning never throws.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanText } from './untrustedText.ts'

const FORBIDDEN = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0x200b, 0x200f],
  [0x2060, 0x2060],
  [0xfeff, 0xfeff],
  [0x061c, 0x061c],
] as const

const isForbidden = (code: number) => FORBIDDEN.some(([low, high]) => code >= low && code <= high)

const hostile = fc.constantFrom(
  ...FORBIDDEN.flat().map((code) => String.fromCodePoint(code)),
  '\u2028',
  '\ud800',
  ' ',
  '🦄',
)
// Ordinary text with hostile characters mixed in.
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), hostile), { maxLength: 60 })
    .map((parts) => parts.join('')),
)
const cap = fc.integer({ min: 0, max: 80 })

describe('cleanText on any text', () => {
  it('leaves no control, bidirectional or zero-width character and stays within the cap', () => {
    fc.assert(
      fc.property(text, cap, (value, max) => {
        const cleaned = cleanText(value, max)
        const points = Array.from(cleaned)
        expect(points.length).toBeLessThanOrEqual(max)
        for (const point of points) expect(isForbidden(point.codePointAt(0) ?? 0), point).toBe(false)
        expect(cleaned).toBe(cleaned.trim())
      }),
      { numRuns: 1000 },
    )
  })

  it('is stable: a cleaned text cleans to itself', () => {
    fc.assert(
      fc.property(text, cap, (value, max) => {
        const cleaned = cleanText(value, max)
        expect(cleanText(cleaned, max)).toBe(cleaned)
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps plain single-spaced text under the cap unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9.+-]+(?: [A-Za-z0-9.+-]+){0,3}$/), (value) => {
        expect(cleanText(value, 200)).toBe(value)
      }),
    )
  })

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), cap, (value, max) => {
        expect(typeof cleanText(value, max)).toBe('string')
      }),
    )
  })
})
