import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeBoundInput } from './boundInput.ts'
import { parseTypedPrice } from './typedPrice.ts'

describe('range input typing, random keystrokes', () => {
  it('whatever is typed, what it keeps is empty or a price', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '0', '.', ',', '∞', '-', 'e', 'a', ' ') }),
        (text) => {
          const kept = sanitizeBoundInput(text)
          if (kept === null || kept === '' || kept === '.') return
          expect(parseTypedPrice(kept)).not.toBeNull()
        },
      ),
    )
  })
})
