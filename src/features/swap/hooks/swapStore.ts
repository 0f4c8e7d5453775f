// The swap form's state for one visit of the swap screen, seeded from the URL (spec 1 §3 "Swap state").
import { createStore, type StoreApi } from 'zustand'
import type { Field, SwapState } from '../model/swapQuery.ts'
import { selectCurrency, setRecipient, switchCurrencies, typeInput } from '../model/swapState.ts'

export type SwapActions = {
  typeInput: (field: Field, typedValue: string) => void
  selectCurrency: (field: Field, currencyId: string) => void
  switchCurrencies: () => void
  setRecipient: (recipient: string | null) => void
  replace: (state: SwapState) => void
  setRouting: (routing: SwapState['routing']) => void
}

export type SwapStore = StoreApi<SwapState & { actions: SwapActions }>

export function createSwapStore(initial: SwapState): SwapStore {
  return createStore<SwapState & { actions: SwapActions }>()((set) => ({
    ...initial,
    actions: {
      typeInput: (field, typedValue) => set((s) => typeInput(s, field, typedValue)),
      selectCurrency: (field, currencyId) => set((s) => selectCurrency(s, field, currencyId)),
      switchCurrencies: () => set((s) => switchCurrencies(s)),
      setRecipient: (recipient) => set((s) => setRecipient(s, recipient)),
      replace: (state) => set(state),
      setRouting: (routing) => set({ routing }),
    },
  }))
}
