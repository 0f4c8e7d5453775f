// The remove v2 form's state (spec 2 §3 "Burn v2 state"): which of the four inputs was typed last and its text.
// Everything else (the liquidity to burn, the amounts out, the other inputs' texts) is derived from it.
export type BurnV2Field = 'LIQUIDITY_PERCENT' | 'LIQUIDITY' | 'CURRENCY_A' | 'CURRENCY_B'

export type BurnV2FormState = { independentField: BurnV2Field; typedValue: string }

export type BurnV2FormAction =
  /** The slider and its 25 / 50 / 75 / Max buttons type a whole percent in the LIQUIDITY_PERCENT field. */
  | { type: 'type-input'; field: BurnV2Field; typedValue: string }
  /** After a successful remove the form starts again at 0 %. */
  | { type: 'reset' }

export const INITIAL_BURN_V2_FORM: BurnV2FormState = {
  independentField: 'LIQUIDITY_PERCENT',
  typedValue: '0',
}

export function burnV2FormReducer(state: BurnV2FormState, action: BurnV2FormAction): BurnV2FormState {
  switch (action.type) {
    case 'type-input':
      if (state.independentField === action.field && state.typedValue === action.typedValue) return state
      return { independentField: action.field, typedValue: action.typedValue }
    case 'reset':
      return INITIAL_BURN_V2_FORM
  }
}
