// Property tests: any sequence of the swap form's transitions (spec 1 §4 "Swap selection"), started from any
// URL and fed hostile text where the UI passes text through, keeps the state valid.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeAmountInput } from '../../../lib/amounts.ts'
import { type Field, parseSwapQuery, type SwapState } from './swapQuery.ts'
import { selectCurrency, setRecipient, switchCurrencies, typeInput } from './swapState.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const A = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const B = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const C = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    '1,5',
    '1.2.3',
    '\u202e1',
    '٣',
    '1e9',
    '.',
    '0'.repeat(90),
  ),
  fc.stringMatching(/^[0-9.,]{0,90}$/),
)

// What the screen passes to the transitions: currency ids of picked currencies ('ETH' or an address, in
// any case), '' when a warning is declined; typed text only once the amount input accepted it.
const currencyId = fc.constantFrom('', 'ETH', A, A.toLowerCase(), B, B.toUpperCase().replace('0X', '0x'), C)
const field = fc.constantFrom<Field>('INPUT', 'OUTPUT')

type Action = (state: SwapState) => SwapState
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.tuple(field, currencyId).map(
    ([f, id]): Action =>
      (s) =>
        selectCurrency(s, f, id),
  ),
  fc.constant<Action>(switchCurrencies),
  fc.tuple(field, hostileText).map(([f, text]): Action => {
    const kept = sanitizeAmountInput(text)
    return (s) => (kept === null ? s : typeInput(s, f, kept))
  }),
  fc.option(hostileText, { nil: null }).map(
    (r): Action =>
      (s) =>
        setRecipient(s, r),
  ),
)

const start = fc
  .record({
    inputCurrency: fc.oneof(currencyId, fc.string()),
    outputCurrency: fc.oneof(currencyId, fc.string()),
    exactAmount: fc.oneof(fc.stringMatching(/^[0-9]{0,5}\.?[0-9]{0,5}$/), fc.string()),
    exactField: fc.constantFrom('input', 'output', 'OUTPUT', ''),
  })
  .map((query) => parseSwapQuery(new URLSearchParams(query)))

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

describe('swap state transitions', () => {
  it('never end with the same currency on both sides (unless both are empty), ids stay valid', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 25 }), (initial, actions) => {
        let state = initial
        for (const act of actions) {
          state = act(state)
          for (const id of [state.inputCurrencyId, state.outputCurrencyId])
            expect(id === '' || id === 'ETH' || ADDRESS.test(id)).toBe(true)
          if (state.inputCurrencyId !== '')
            expect(same(state.inputCurrencyId, state.outputCurrencyId)).toBe(false)
          if (state.typedValue !== '') expect(state.typedValue).toMatch(/^\d*\.?\d*$/)
          expect(['INPUT', 'OUTPUT']).toContain(state.independentField)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('switching twice changes nothing', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 10 }), (initial, actions) => {
        const state = actions.reduce((s, act) => act(s), initial)
        expect(switchCurrencies(switchCurrencies(state))).toEqual(state)
      }),
    )
  })

  it("picking the other side's currency is the same as switching", () => {
    fc.assert(
      fc.property(start, field, (state, f) => {
        const other = f === 'INPUT' ? state.outputCurrencyId : state.inputCurrencyId
        fc.pre(other !== '')
        expect(selectCurrency(state, f, other)).toEqual(switchCurrencies(state))
      }),
    )
  })

  it('picking a currency twice is the same as picking it once', () => {
    fc.assert(
      fc.property(start, field, currencyId, (state, f, id) => {
        const once = selectCurrency(state, f, id)
        expect(selectCurrency(once, f, id)).toEqual(once)
      }),
    )
  })

  it('typing and setting a recipient touch nothing else', () => {
    fc.assert(
      fc.property(start, field, hostileText, fc.option(hostileText, { nil: null }), (state, f, text, r) => {
        const typed = typeInput(state, f, text)
        expect({ ...typed, independentField: state.independentField, typedValue: state.typedValue }).toEqual(
          state,
        )
        expect(setRecipient(state, r)).toEqual({ ...state, recipient: r })
      }),
    )
  })
})
