// Transitions of the swap form's state (spec 1 §4 "Swap selection"). Currencies are held by id ('ETH' for
// the native coin, else the token's address) so that a URL can name them before any list has loaded.
import type { Field, SwapState } from './swapQuery.ts'

export function otherField(field: Field): Field {
  return field === 'INPUT' ? 'OUTPUT' : 'INPUT'
}

function sameId(a: string, b: string): boolean {
  return a !== '' && a.toLowerCase() === b.toLowerCase()
}

/** Typing sets the independent field and its value. */
export function typeInput(state: SwapState, field: Field, typedValue: string): SwapState {
  return { ...state, independentField: field, typedValue }
}

/** Picking the other side's currency swaps the two and flips the independent field. */
export function selectCurrency(state: SwapState, field: Field, currencyId: string): SwapState {
  const mine = field === 'INPUT' ? state.inputCurrencyId : state.outputCurrencyId
  const other = field === 'INPUT' ? state.outputCurrencyId : state.inputCurrencyId
  if (sameId(currencyId, other)) {
    const flipped = otherField(state.independentField)
    return field === 'INPUT'
      ? { ...state, independentField: flipped, inputCurrencyId: currencyId, outputCurrencyId: mine }
      : { ...state, independentField: flipped, inputCurrencyId: mine, outputCurrencyId: currencyId }
  }
  return field === 'INPUT'
    ? { ...state, inputCurrencyId: currencyId }
    : { ...state, outputCurrencyId: currencyId }
}

/** The switch control swaps input and output and flips the independent field; the typed value stays. */
export function switchCurrencies(state: SwapState): SwapState {
  return {
    ...state,
    independentField: otherField(state.independentField),
    inputCurrencyId: state.outputCurrencyId,
    outputCurrencyId: state.inputCurrencyId,
  }
}

export function setRecipient(state: SwapState, recipient: string | null): SwapState {
  return { ...state, recipient }
}
