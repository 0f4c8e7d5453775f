import { describe, expect, it } from 'vitest'
import { burnV2FormReducer, INITIAL_BURN_V2_FORM } from './burnV2FormState.ts'

describe('burnV2FormReducer (spec 2 §3 Burn v2 state)', () => {
  it('starts on the percent field at 0', () => {
    expect(INITIAL_BURN_V2_FORM).toEqual({ independentField: 'LIQUIDITY_PERCENT', typedValue: '0' })
  })

  it('typing in a field makes it the independent one with its text', () => {
    let state = burnV2FormReducer(INITIAL_BURN_V2_FORM, {
      type: 'type-input',
      field: 'LIQUIDITY_PERCENT',
      typedValue: '50',
    })
    expect(state).toEqual({ independentField: 'LIQUIDITY_PERCENT', typedValue: '50' })
    state = burnV2FormReducer(state, { type: 'type-input', field: 'CURRENCY_B', typedValue: '1.5' })
    expect(state).toEqual({ independentField: 'CURRENCY_B', typedValue: '1.5' })
    state = burnV2FormReducer(state, { type: 'type-input', field: 'LIQUIDITY', typedValue: '' })
    expect(state).toEqual({ independentField: 'LIQUIDITY', typedValue: '' })
  })

  it('the same input again keeps the state object (no re-derivation)', () => {
    const state = { independentField: 'CURRENCY_A', typedValue: '2' } as const
    expect(burnV2FormReducer(state, { type: 'type-input', field: 'CURRENCY_A', typedValue: '2' })).toBe(state)
  })

  it('reset returns to 0 %', () => {
    const state = { independentField: 'CURRENCY_A', typedValue: '2' } as const
    expect(burnV2FormReducer(state, { type: 'reset' })).toEqual(INITIAL_BURN_V2_FORM)
  })
})
