import type { Currency } from '@uniswap/sdk-core'
import { useCallback, useMemo, useReducer, useState } from 'react'
import type { Address } from 'viem'
import { type PercentPickerProps, useDebouncedPercent } from '../../../ui/index.ts'
import { type BurnV2Field, burnV2FormReducer, INITIAL_BURN_V2_FORM } from '../model/burnV2FormState.ts'
import { type BurnV2Form, type BurnV2Side, deriveBurnV2Form } from '../model/deriveBurnV2Form.ts'
import type { RemoveV2Pair } from './useRemoveV2Pair.ts'

/** Spec 2 §9: the slider is debounced 100 ms. */
export const SLIDER_DEBOUNCE_MS = 100

/** Simple: the percent slider and its presets; detailed: the liquidity, token A and token B inputs. */
export type RemoveV2Mode = 'simple' | 'detailed'

export type RemoveV2FormParams = {
  account: Address | undefined
  currencies: Record<BurnV2Side, Currency> | null
  pair: RemoveV2Pair
}

export type RemoveV2Form = {
  mode: RemoveV2Mode
  toggleMode: () => void
  /** The picker's state and events; the screen adds its texts. */
  picker: Omit<PercentPickerProps, 'labels'>
  /** An amount typed in one of the detailed inputs (or the Max of one). */
  type: (field: BurnV2Field, typedValue: string) => void
  derived: BurnV2Form
  /** Back to 0 %, after a sent remove. */
  reset: () => void
}

/**
 * The remove v2 form (spec 2 §2 "Remove v2", §3 "Burn v2 state"): what was typed last, in which input, and
 * everything derived from it and the pair. The slider settles into the form 100 ms after its last move; while
 * it moves it shows its own value, otherwise the form's percent ('<1' below 1 %).
 */
export function useRemoveV2Form({ account, currencies, pair }: RemoveV2FormParams): RemoveV2Form {
  const [state, dispatch] = useReducer(burnV2FormReducer, INITIAL_BURN_V2_FORM)
  const [mode, setMode] = useState<RemoveV2Mode>('simple')
  const type = useCallback(
    (field: BurnV2Field, typedValue: string) => dispatch({ type: 'type-input', field, typedValue }),
    [],
  )
  const settle = useCallback((percent: number) => type('LIQUIDITY_PERCENT', String(percent)), [type])
  const slider = useDebouncedPercent(SLIDER_DEBOUNCE_MS, settle)
  const ready = pair.status === 'ready' ? pair : null

  const derived = useMemo(
    () =>
      deriveBurnV2Form({
        account: account ?? null,
        currencyA: currencies?.A ?? null,
        currencyB: currencies?.B ?? null,
        pair: ready?.pair ?? null,
        totalSupply: ready?.totalSupply ?? null,
        lpBalance: ready?.lpBalance ?? null,
        form: state,
      }),
    [account, currencies, ready?.pair, ready?.totalSupply, ready?.lpBalance, state],
  )
  const { select } = slider
  return {
    mode,
    toggleMode: useCallback(() => setMode((m) => (m === 'simple' ? 'detailed' : 'simple')), []),
    picker: {
      value: slider.sliding ? slider.sliderValue : derived.percent,
      text: slider.sliding ? undefined : derived.inputs.LIQUIDITY_PERCENT,
      onSlide: slider.slide,
      onSelect: select,
    },
    type,
    derived,
    reset: useCallback(() => select(0), [select]),
  }
}
