// Property test (issue "Bad input"): any starting price, min, max and amount, for any pair in either order,
// any tier, a pool at any price or none: the form never throws, and Preview is offered only with a valid
// range and a position to add.
import { TickMath } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveMintForm } from './deriveMintForm.ts'
import { OWNER } from './test/positionFixture.ts'
import { frameArbitrary, priceText } from './test/priceTexts.ts'

const poolStateArbitrary = fc.option(
  fc.integer({ min: TickMath.MIN_TICK, max: TickMath.MAX_TICK - 1 }).map((tick) => ({
    sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(tick).toString()),
    tick,
    liquidity: 10n ** 18n,
  })),
)
const amountText = fc.oneof(priceText, fc.stringMatching(/^[0-9]{1,40}(\.[0-9]{0,18})?$/))

describe('deriveMintForm on any input', () => {
  it('never throws; Preview only with a valid range and a position that adds liquidity', () => {
    fc.assert(
      fc.property(
        frameArbitrary,
        poolStateArbitrary,
        fc.record({ start: priceText, min: priceText, max: priceText, amount: amountText }),
        fc.constantFrom('A' as const, 'B' as const),
        fc.boolean(),
        (frame, poolState, typed, independentField, fullRange) => {
          const form = deriveMintForm({
            currencyA: frame.base,
            currencyB: frame.quote,
            fee: frame.fee,
            poolState,
            form: {
              independentField,
              typedValue: typed.amount,
              startPriceTypedValue: typed.start,
              range: fullRange
                ? { min: { kind: 'limit' }, max: { kind: 'limit' } }
                : { min: { kind: 'typed', text: typed.min }, max: { kind: 'typed', text: typed.max } },
            },
            existing: null,
            account: OWNER,
            balances: { A: null, B: null },
            unsupported: false,
            separateCreateStep: false,
          })
          expect(form.poolStatus).toBe(poolState === null ? 'not-exists' : 'exists')
          if (form.range.kind === 'invalid') expect(form.blocker?.kind).toMatch(/^invalid-(range|price)$/)
          if (form.blocker !== null) return
          expect(form.range.kind).toBe('valid')
          expect(form.position && BigInt(form.position.liquidity.toString()) > 0n).toBe(true)
        },
      ),
    )
  })
})
