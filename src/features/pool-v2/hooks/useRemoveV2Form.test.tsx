// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT, BALANCE, DAI, daiUsdc, E18, TOTAL_SUPPLY, USDC } from '../model/test/burnPair.ts'
import { type RemoveV2FormParams, useRemoveV2Form } from './useRemoveV2Form.ts'
import type { RemoveV2Pair } from './useRemoveV2Pair.ts'

const LP: Address = '0x00000000000000000000000000000000000000e1'
const READY: RemoveV2Pair = {
  status: 'ready',
  liquidityToken: LP,
  pair: daiUsdc,
  totalSupply: TOTAL_SUPPLY,
  lpBalance: BALANCE,
}
const CURRENCIES = { A: DAI, B: USDC }

function render(overrides: Partial<RemoveV2FormParams> = {}) {
  const params: RemoveV2FormParams = {
    account: ACCOUNT as Address,
    currencies: CURRENCIES,
    pair: READY,
    ...overrides,
  }
  return renderHook((p: RemoveV2FormParams) => useRemoveV2Form(p), { initialProps: params })
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('remove v2 form: modes (spec 2 §2)', () => {
  it('starts in simple mode at 0 %, and the toggle switches to detailed and back', () => {
    const view = render()
    expect(view.result.current.mode).toBe('simple')
    expect(view.result.current.picker).toMatchObject({ value: 0, text: '0' })
    act(() => view.result.current.toggleMode())
    expect(view.result.current.mode).toBe('detailed')
    act(() => view.result.current.toggleMode())
    expect(view.result.current.mode).toBe('simple')
  })

  it('the presets set the percent at once; detailed inputs follow it', () => {
    const view = render()
    act(() => view.result.current.picker.onSelect(25))
    expect(view.result.current.picker).toMatchObject({ value: 25, text: '25' })
    expect(view.result.current.derived.inputs).toMatchObject({ LIQUIDITY: '25', CURRENCY_A: '50' })
    act(() => view.result.current.picker.onSelect(100))
    expect(view.result.current.derived.liquidity).toBe(BALANCE)
  })

  it('typing an amount in detailed mode sets the percent, shown as an integer or <1', () => {
    const view = render()
    act(() => view.result.current.toggleMode())
    act(() => view.result.current.type('CURRENCY_A', '100'))
    expect(view.result.current.derived.liquidity).toBe(50n * E18)
    expect(view.result.current.picker).toMatchObject({ value: 50, text: '50' })
    act(() => view.result.current.type('LIQUIDITY', '0.5'))
    expect(view.result.current.picker).toMatchObject({ value: 0, text: '<1' })
    expect(view.result.current.derived.blocker).toBeNull()
  })
})

describe('remove v2 form: the slider is debounced 100 ms (spec 2 §9)', () => {
  it('shows the slider at once and settles the form 100 ms after the last move', () => {
    vi.useFakeTimers()
    const view = render()
    act(() => view.result.current.picker.onSlide(30))
    act(() => view.result.current.picker.onSlide(60))
    expect(view.result.current.picker.value).toBe(60)
    expect(view.result.current.derived.liquidity).toBeNull()
    act(() => vi.advanceTimersByTime(99))
    expect(view.result.current.derived.liquidity).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(view.result.current.derived.liquidity).toBe(60n * E18)
    expect(view.result.current.picker).toMatchObject({ value: 60, text: '60' })
  })
})

describe('remove v2 form: what is typed above the balance is ignored (spec 2 §2, §5)', () => {
  it('an LP amount or a token amount above the holding removes nothing: percent 0, Enter an amount', () => {
    const view = render()
    act(() => view.result.current.toggleMode())
    for (const [field, typed] of [
      ['LIQUIDITY', '100.000000000000000001'],
      ['CURRENCY_A', '200.1'],
      ['CURRENCY_B', '1000000'],
    ] as const) {
      act(() => view.result.current.type(field, typed))
      expect(view.result.current.derived).toMatchObject({
        liquidity: null,
        percent: 0,
        blocker: 'enter-amount',
      })
      expect(view.result.current.picker.value).toBe(0)
      // The field keeps what was typed, so the user sees what to correct.
      expect(view.result.current.derived.inputs[field]).toBe(typed)
    }
  })
})

describe('remove v2 form: messages (spec 2 §5)', () => {
  it("'Connect Wallet' without an account, whatever the percent", () => {
    const view = render({ account: undefined, pair: { ...READY, lpBalance: null } })
    act(() => view.result.current.picker.onSelect(50))
    expect(view.result.current.derived.blocker).toBe('connect-wallet')
  })

  it("'Enter an amount' at 0 % and while the pair is read; none once an amount is chosen", () => {
    expect(render().result.current.derived.blocker).toBe('enter-amount')
    const loading = render({ pair: { status: 'loading' } })
    act(() => loading.result.current.picker.onSelect(50))
    expect(loading.result.current.derived.blocker).toBe('enter-amount')
    const view = render()
    act(() => view.result.current.picker.onSelect(50))
    expect(view.result.current.derived.blocker).toBeNull()
  })

  it('reset goes back to 0 % after a sent remove', () => {
    const view = render()
    act(() => view.result.current.picker.onSelect(75))
    act(() => view.result.current.reset())
    expect(view.result.current.picker.value).toBe(0)
    expect(view.result.current.derived.liquidity).toBeNull()
  })
})
