// The add form's state (spec 2 §3 "Mint v3 form state"): which amount was typed and its text, the starting
// price of a new pool, and the two ends of the price range, in the units the page shows (currency B per
// currency A). A range end is what the user typed, a tick (from − / +, the chart or a rate toggle, so that no
// price is rounded through text and back), or the limit Full Range sets (0 for the min, ∞ for the max).
export type MintField = 'A' | 'B'
export type RangeSide = 'min' | 'max'

export type RangeBoundInput =
  | { kind: 'typed'; text: string }
  | { kind: 'tick'; tick: number }
  | { kind: 'limit' }
export type RangeInput = { min: RangeBoundInput; max: RangeBoundInput }

export type MintFormState = {
  independentField: MintField
  typedValue: string
  startPriceTypedValue: string
  range: RangeInput
}

export type MintFormAction =
  | { type: 'type-amount'; field: MintField; text: string }
  | { type: 'type-start-price'; text: string }
  | { type: 'type-bound'; side: RangeSide; text: string }
  /** − / +, Full Range and the chart's brush set the range the range model computed. */
  | { type: 'set-range'; range: RangeInput }
  /**
   * The rate toggle swaps A and B: the typed amount stays with its currency (now the other field), and the
   * range and starting price come in the new units, as the range model turned them.
   */
  | { type: 'toggle-rate'; range: RangeInput; startPriceTypedValue: string }
  /** A new fee tier has another tick spacing: the range starts again. */
  | { type: 'clear-range' }
  /** Clear All, and the form after a successful add. */
  | { type: 'reset' }

export const EMPTY_BOUND: RangeBoundInput = { kind: 'typed', text: '' }
export const EMPTY_RANGE: RangeInput = { min: EMPTY_BOUND, max: EMPTY_BOUND }
export const FULL_RANGE: RangeInput = { min: { kind: 'limit' }, max: { kind: 'limit' } }

export const INITIAL_MINT_FORM: MintFormState = {
  independentField: 'A',
  typedValue: '',
  startPriceTypedValue: '',
  range: EMPTY_RANGE,
}

export function otherField(field: MintField): MintField {
  return field === 'A' ? 'B' : 'A'
}

export function mintFormReducer(state: MintFormState, action: MintFormAction): MintFormState {
  switch (action.type) {
    case 'type-amount':
      return { ...state, independentField: action.field, typedValue: action.text }
    case 'type-start-price':
      return { ...state, startPriceTypedValue: action.text }
    case 'type-bound':
      return { ...state, range: { ...state.range, [action.side]: { kind: 'typed', text: action.text } } }
    case 'set-range':
      return { ...state, range: action.range }
    case 'toggle-rate':
      return {
        ...state,
        independentField: otherField(state.independentField),
        range: action.range,
        startPriceTypedValue: action.startPriceTypedValue,
      }
    case 'clear-range':
      return { ...state, range: EMPTY_RANGE }
    case 'reset':
      return INITIAL_MINT_FORM
  }
}
