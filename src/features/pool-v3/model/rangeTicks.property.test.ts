// Property tests (issue "Bad input"): whatever the min and max hold, in either token order and any decimals,
// the range never throws (no 'Invariant failed', no 'TICK_BOUND') and ends valid, clamped at the limits, or
// as the spec's invalid range; − / + and the rate toggle keep it inside the usable ticks.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RangeBoundInput, RangeInput } from './mintFormState.ts'
import {
  boundText,
  type RangeFrame,
  rangeTicks,
  stepBound,
  tickLimits,
  toggledRange,
  typedPriceTick,
} from './rangeTicks.ts'
import { frameArbitrary, priceText } from './test/priceTexts.ts'
import { parseTypedPrice } from './typedPrice.ts'

const bound: fc.Arbitrary<RangeBoundInput> = fc.oneof(
  priceText.map((text) => ({ kind: 'typed' as const, text })),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((tick) => ({ kind: 'tick' as const, tick })),
  fc.constant({ kind: 'limit' as const }),
)
const range: fc.Arbitrary<RangeInput> = fc.record({ min: bound, max: bound })

function usable(tick: number, frame: RangeFrame): boolean {
  const limits = tickLimits(frame.spacing)
  return Number.isInteger(tick / frame.spacing) && tick >= limits.lower && tick <= limits.upper
}

function checkRange(input: RangeInput, frame: RangeFrame): void {
  const result = rangeTicks(input, frame)
  const limits = tickLimits(frame.spacing)
  for (const tick of [result.tickLower, result.tickUpper])
    if (tick !== null) expect(usable(tick, frame)).toBe(true)
  const noPrice = (b: RangeBoundInput) => b.kind === 'typed' && parseTypedPrice(b.text) === null
  switch (result.kind) {
    case 'incomplete':
      expect(noPrice(input.min) || noPrice(input.max)).toBe(true)
      break
    case 'invalid':
      expect(result.tickLower).toBeGreaterThanOrEqual(result.tickUpper)
      break
    case 'valid':
      expect(result.tickLower).toBeLessThan(result.tickUpper)
      expect(result.atLimit).toEqual({
        lower: result.tickLower === limits.lower,
        upper: result.tickUpper === limits.upper,
      })
  }
}

describe('the price range on any input', () => {
  it('never throws and is valid (maybe clamped), the invalid range, or incomplete for no price', () => {
    fc.assert(fc.property(range, frameArbitrary, (input, frame) => checkRange(input, frame)))
  })

  it('− / + never throw and stay on usable ticks', () => {
    fc.assert(
      fc.property(
        range,
        frameArbitrary,
        fc.constantFrom('min' as const, 'max' as const),
        fc.constantFrom(-1 as const, 1 as const),
        fc.option(fc.integer({ min: -887_272, max: 887_272 })),
        (input, frame, side, direction, current) => {
          const stepped = stepBound(input, side, direction, frame, current)
          const moved = stepped[side]
          if (moved.kind === 'tick') expect(usable(moved.tick, frame)).toBe(true)
          checkRange(stepped, frame)
        },
      ),
    )
  })

  it('the rate toggle keeps the ticks', () => {
    fc.assert(
      fc.property(range, frameArbitrary, (input, frame) => {
        const turned = { ...frame, base: frame.quote, quote: frame.base }
        const before = rangeTicks(input, frame)
        expect(rangeTicks(toggledRange(input, frame), turned)).toEqual(before)
      }),
    )
  })

  it('what an input shows for a tick selects that tick again', () => {
    fc.assert(
      fc.property(frameArbitrary, fc.integer({ min: -887_272, max: 887_272 }), (frame, raw) => {
        const tick = Math.round(raw / frame.spacing) * frame.spacing + 0
        const limits = tickLimits(frame.spacing)
        if (tick <= limits.lower || tick >= limits.upper) return
        for (const side of ['min', 'max'] as const)
          expect(typedPriceTick(boundText(tick, side, frame), frame)).toBe(tick)
      }),
    )
  })
})
