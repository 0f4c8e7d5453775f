// The v2 add form's state (spec 2 §3 "Mint v2 form state"): which amount was typed last, its text, and the
// other amount's text. In a pool with liquidity the other amount follows from the reserves, so only the typed
// one is kept; a new pool has no price yet, so both amounts are the user's (spec 2 §4 "Mint v2 typing").
export type MintV2Field = 'A' | 'B'

export type MintV2FormState = {
  independentField: MintV2Field
  typedValue: string
  otherTypedValue: string
}

export type MintV2FormAction =
  /** `noLiquidity`: the pair does not exist yet or holds nothing (the form's derivation says). */
  | { type: 'type-amount'; field: MintV2Field; text: string; noLiquidity: boolean }
  /** After a successful add, and when the pair changes. */
  | { type: 'reset' }

export const INITIAL_MINT_V2_FORM: MintV2FormState = {
  independentField: 'A',
  typedValue: '',
  otherTypedValue: '',
}

export function mintV2FormReducer(state: MintV2FormState, action: MintV2FormAction): MintV2FormState {
  switch (action.type) {
    case 'type-amount': {
      const { field, text } = action
      if (!action.noLiquidity) return { independentField: field, typedValue: text, otherTypedValue: '' }
      if (field === state.independentField) return { ...state, typedValue: text }
      // Typing in the other field of a new pool: what was typed before stays as that field's amount.
      return { independentField: field, typedValue: text, otherTypedValue: state.typedValue }
    }
    case 'reset':
      return INITIAL_MINT_V2_FORM
  }
}
