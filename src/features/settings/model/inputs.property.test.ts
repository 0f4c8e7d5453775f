// Property tests: whatever a user types into the slippage and deadline inputs, the parsers never throw and
// always give a valid setting or the spec's invalid state.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidDeadlineSeconds, parseDeadlineInput } from './deadline.ts'
import { isValidSlippageBps, parseSlippageInput } from './slippage.ts'

const typed = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9.,eE+-]{0,12}$/),
  fc.double({ noNaN: false }).map(String),
  fc.float({ min: 0, max: 200 }).map((n) => n.toFixed(3)),
)

describe('typed settings never break', () => {
  it('slippage: auto, ignored, invalid, or a whole basis-point value within 0–5000', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const result = parseSlippageInput(text)
        if (result.kind === 'custom') expect(isValidSlippageBps(result.bps)).toBe(true)
        else expect(['auto', 'ignored', 'invalid']).toContain(result.kind)
      }),
      { numRuns: 2000 },
    )
  })

  it('deadline: default, invalid, or whole seconds within 60–10800', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const result = parseDeadlineInput(text)
        if (result.kind === 'custom') expect(isValidDeadlineSeconds(result.seconds)).toBe(true)
        else expect(['default', 'invalid']).toContain(result.kind)
      }),
      { numRuns: 2000 },
    )
  })

  it('a percentage typed with two decimals is exactly its basis points (0.29% is 29, not 28)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (bps) => {
        expect(parseSlippageInput((bps / 100).toFixed(2))).toEqual({ kind: 'custom', bps })
      }),
    )
  })

  it('minutes typed with two decimals are exactly their floored seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 18_000 }), (hundredths) => {
        expect(parseDeadlineInput((hundredths / 100).toFixed(2))).toEqual({
          kind: 'custom',
          seconds: Math.floor((hundredths * 60) / 100),
        })
      }),
    )
  })
})
