// Property tests: random URL queries and typed amounts never throw and always give a valid swap state.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeAmountInput } from '../../../lib/amounts.ts'
import { parseSwapQuery } from './swapQuery.ts'

const PARAMS = ['inputCurrency', 'outputCurrency', 'exactAmount', 'exactField', 'recipient', 'use', 'other']
const value = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'ETH',
    'eth',
    '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    'alice.eth',
    'output',
    'v2',
    '1.5',
  ),
  fc.stringMatching(/^0x[0-9a-fA-F]{0,42}$/),
)

describe('swap inputs never break', () => {
  it('any query gives a swap state whose currencies are ETH, an address or empty, never both the same', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { maxLength: 8 }), (pairs) => {
        const query = new URLSearchParams(pairs)
        const state = parseSwapQuery(query)
        for (const id of [state.inputCurrencyId, state.outputCurrencyId])
          expect(id === '' || id === 'ETH' || /^0x[0-9a-fA-F]{40}$/.test(id)).toBe(true)
        expect(state.inputCurrencyId === '' && state.outputCurrencyId === '').toBe(false)
        if (state.outputCurrencyId !== '')
          expect(state.inputCurrencyId.toLowerCase()).not.toBe(state.outputCurrencyId.toLowerCase())
        expect(state.typedValue === '' || !Number.isNaN(Number.parseFloat(state.typedValue))).toBe(true)
        expect(['INPUT', 'OUTPUT']).toContain(state.independentField)
      }),
      { numRuns: 1000 },
    )
  })

  it('a kept amount is digits with at most one point and at most 79 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,]{0,90}$/)), (text) => {
        const kept = sanitizeAmountInput(text)
        if (kept !== null) {
          expect(kept).toMatch(/^\d*\.?\d*$/)
          expect(kept.length).toBeLessThanOrEqual(79)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
