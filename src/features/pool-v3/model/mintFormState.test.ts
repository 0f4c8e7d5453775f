import { describe, expect, it } from 'vitest'
import { EMPTY_RANGE, FULL_RANGE, INITIAL_MINT_FORM, mintFormReducer } from './mintFormState.ts'

describe('mintFormReducer (spec 2 §3 "Mint v3 form state")', () => {
  it('starts empty with currency A independent', () => {
    expect(INITIAL_MINT_FORM).toEqual({
      independentField: 'A',
      typedValue: '',
      startPriceTypedValue: '',
      range: EMPTY_RANGE,
    })
  })

  it('typing an amount makes its field the independent one', () => {
    const typed = mintFormReducer(INITIAL_MINT_FORM, { type: 'type-amount', field: 'B', text: '1.5' })
    expect(typed).toMatchObject({ independentField: 'B', typedValue: '1.5' })
  })

  it('typing a bound keeps the other one; the starting price is its own', () => {
    let state = mintFormReducer(INITIAL_MINT_FORM, { type: 'type-bound', side: 'min', text: '1500' })
    state = mintFormReducer(state, { type: 'type-bound', side: 'max', text: '2600' })
    state = mintFormReducer(state, { type: 'type-start-price', text: '2000' })
    expect(state.range).toEqual({
      min: { kind: 'typed', text: '1500' },
      max: { kind: 'typed', text: '2600' },
    })
    expect(state.startPriceTypedValue).toBe('2000')
  })

  it('the rate toggle keeps the typed amount with its currency, now in the other field', () => {
    const typed = mintFormReducer(INITIAL_MINT_FORM, { type: 'type-amount', field: 'A', text: '2' })
    const toggled = mintFormReducer(typed, {
      type: 'toggle-rate',
      range: FULL_RANGE,
      startPriceTypedValue: '0.5',
    })
    expect(toggled).toEqual({
      independentField: 'B',
      typedValue: '2',
      startPriceTypedValue: '0.5',
      range: FULL_RANGE,
    })
  })

  it('a new fee clears the range; Clear All clears everything', () => {
    const state = { ...INITIAL_MINT_FORM, typedValue: '3', range: FULL_RANGE }
    expect(mintFormReducer(state, { type: 'clear-range' })).toEqual({ ...state, range: EMPTY_RANGE })
    expect(mintFormReducer(state, { type: 'set-range', range: EMPTY_RANGE }).range).toBe(EMPTY_RANGE)
    expect(mintFormReducer(state, { type: 'reset' })).toBe(INITIAL_MINT_FORM)
  })
})
