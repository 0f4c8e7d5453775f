import { describe, expect, it } from 'vitest'
import { INITIAL_MINT_V2_FORM, type MintV2FormAction, mintV2FormReducer } from './mintV2FormState.ts'

const type = (field: 'A' | 'B', text: string, noLiquidity: boolean): MintV2FormAction => ({
  type: 'type-amount',
  field,
  text,
  noLiquidity,
})
const run = (actions: readonly MintV2FormAction[]) => actions.reduce(mintV2FormReducer, INITIAL_MINT_V2_FORM)

describe('mint v2 typing: a pool with liquidity', () => {
  it('typing in the other field makes it independent and clears the other value', () => {
    expect(run([type('A', '1', false), type('B', '2000', false)])).toEqual({
      independentField: 'B',
      typedValue: '2000',
      otherTypedValue: '',
    })
  })

  it('typing in the same field replaces its text', () => {
    expect(run([type('A', '1', false), type('A', '1.5', false)])).toEqual({
      independentField: 'A',
      typedValue: '1.5',
      otherTypedValue: '',
    })
  })
})

describe('mint v2 typing: no existing liquidity', () => {
  it('typing in the non-independent field keeps the previous typed value as the other value', () => {
    expect(run([type('A', '1', true), type('B', '60000', true)])).toEqual({
      independentField: 'B',
      typedValue: '60000',
      otherTypedValue: '1',
    })
  })

  it('typing in the independent field again keeps the other value', () => {
    expect(run([type('A', '1', true), type('B', '60000', true), type('B', '59000', true)])).toEqual({
      independentField: 'B',
      typedValue: '59000',
      otherTypedValue: '1',
    })
  })

  it('switching back and forth keeps both amounts', () => {
    expect(run([type('A', '1', true), type('B', '60000', true), type('A', '2', true)])).toEqual({
      independentField: 'A',
      typedValue: '2',
      otherTypedValue: '60000',
    })
  })
})

describe('reset', () => {
  it('goes back to the empty form', () => {
    expect(run([type('A', '1', true), type('B', '2', true), { type: 'reset' }])).toEqual(INITIAL_MINT_V2_FORM)
  })
})
