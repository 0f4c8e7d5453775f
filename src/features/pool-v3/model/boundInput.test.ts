import { describe, expect, it } from 'vitest'
import { sanitizeBoundInput } from './boundInput.ts'

describe('range input typing (spec 2 §5)', () => {
  it('keeps a non-negative decimal, with a comma as the dot', () => {
    expect(sanitizeBoundInput('1500')).toBe('1500')
    expect(sanitizeBoundInput('0.0005')).toBe('0.0005')
    expect(sanitizeBoundInput('.5')).toBe('.5')
    expect(sanitizeBoundInput('1,5')).toBe('1.5')
    expect(sanitizeBoundInput('')).toBe('')
  })

  it('refuses signs, letters, exponents, a second dot and over-long text', () => {
    for (const text of ['-1', '1e5', 'abc', '1.2.3', '+2', ' 1', '1'.repeat(80)])
      expect(sanitizeBoundInput(text)).toBeNull()
  })

  it('typing over ∞ is just the typed text; ∞ alone is never typed', () => {
    expect(sanitizeBoundInput('∞5')).toBe('5')
    expect(sanitizeBoundInput('3∞')).toBe('3')
    expect(sanitizeBoundInput('∞')).toBeNull()
    expect(sanitizeBoundInput('∞x')).toBeNull()
  })
})
