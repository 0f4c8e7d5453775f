// What a range or starting-price input may hold, for the property tests: the bad inputs peers crash on
// (empty, '.', 0, negative, 1e-40, 1e40, exponent forms, 80 digits), chart numbers, and any text at all.
import fc from 'fast-check'
import { ADD_TOKENS, SPACINGS } from './addFixture.ts'

export const priceText = fc.oneof(
  fc.constantFrom('', '.', '0', '-1', '-0.5', '1e-40', '1e40', '1E+5', '2e-7', '0.000', '∞', 'abc', '1.2.3'),
  fc.stringMatching(/^[0-9]{0,80}(\.[0-9]{0,80})?$/),
  fc.double({ min: 0, max: 1e300, noNaN: true }).map(String),
  fc.double({ noNaN: true }).map(String),
  fc.string({ maxLength: 90 }),
)

/** Two different tokens in either order (the first is the page's base) and a fee tier. */
export const frameArbitrary = fc
  .tuple(
    fc.integer({ min: 0, max: ADD_TOKENS.length - 1 }),
    fc.integer({ min: 1, max: ADD_TOKENS.length - 1 }),
    fc.constantFrom(500 as const, 3000 as const, 10000 as const),
  )
  .map(([i, offset, fee]) => {
    const base = ADD_TOKENS[i]
    const quote = ADD_TOKENS[(i + offset) % ADD_TOKENS.length]
    if (!base || !quote) throw new Error('fixture')
    return { base, quote, fee, spacing: SPACINGS[fee] }
  })
