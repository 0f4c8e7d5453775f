import { describe, expect, it } from 'vitest'
import { type SwapButtonInputs, swapButtonModel } from './swapButton.ts'

const TARGET = { token: 'DAI' }

const base: SwapButtonInputs<typeof TARGET> = {
  error: null,
  specified: true,
  routing: 'found',
  staleness: null,
  singleHop: false,
  severity: 0,
  expertMode: false,
  approval: { state: 'approved', submitted: false, signing: false, target: TARGET },
  sendable: true,
}
const model = (over: Partial<SwapButtonInputs<typeof TARGET>>) => swapButtonModel({ ...base, ...over })
const approval = (over: Partial<SwapButtonInputs<typeof TARGET>['approval']>) => ({
  approval: { ...base.approval, ...over },
})

describe('the swap button, in the spec order', () => {
  it("asks to connect first, even before 'no liquidity'", () => {
    expect(model({ error: { kind: 'connect-wallet' }, routing: 'no-route' })).toEqual({
      kind: 'error',
      error: { kind: 'connect-wallet' },
    })
  })

  it('says there is no liquidity for a specified trade with no route, before any other input error', () => {
    expect(
      model({ routing: 'no-route', singleHop: true, error: { kind: 'insufficient-balance', symbol: 'DAI' } }),
    ).toEqual({ kind: 'no-liquidity', singleHop: true })
    expect(model({ routing: 'no-route', specified: false, error: { kind: 'enter-amount' } })).toEqual({
      kind: 'error',
      error: { kind: 'enter-amount' },
    })
  })

  it('a stale quote comes after the spec messages and before any routing outcome', () => {
    expect(model({ staleness: 'unreachable', error: { kind: 'connect-wallet' } })).toEqual({
      kind: 'error',
      error: { kind: 'connect-wallet' },
    })
    expect(
      model({ staleness: 'unreachable', error: { kind: 'insufficient-balance', symbol: 'ETH' } }),
    ).toEqual({ kind: 'error', error: { kind: 'insufficient-balance', symbol: 'ETH' } })
    expect(model({ staleness: 'unreachable' })).toEqual({ kind: 'network', unreachable: true })
    expect(model({ staleness: 'unreachable', routing: 'no-route' })).toEqual({
      kind: 'network',
      unreachable: true,
    })
    expect(model({ staleness: 'stale-block', routing: 'loading' })).toEqual({
      kind: 'network',
      unreachable: false,
    })
  })

  it("shows 'Loading' while routing, a disabled 'Swap' before it starts", () => {
    expect(model({ routing: 'loading' })).toEqual({ kind: 'loading' })
    expect(model({ routing: 'idle' })).toEqual({ kind: 'swap' })
  })

  it('a routed, approved trade is ready; its text follows the price impact', () => {
    expect(model({})).toEqual({ kind: 'ready', press: { label: 'swap', disabled: false } })
    expect(model({ severity: 3 })).toEqual({
      kind: 'ready',
      press: { label: 'swap-anyway', disabled: false },
    })
    expect(model({ severity: 4 })).toEqual({
      kind: 'ready',
      press: { label: 'impact-too-high', disabled: true },
    })
    expect(model({ severity: 4, expertMode: true })).toEqual({
      kind: 'ready',
      press: { label: 'swap-anyway', disabled: false },
    })
    expect(model({ sendable: false })).toEqual({ kind: 'ready', press: { label: 'swap', disabled: true } })
  })

  it('offers the approval beside a disabled Swap until approved, and keeps it shown once approved', () => {
    expect(model(approval({ state: 'not-approved' }))).toEqual({
      kind: 'approve-flow',
      approval: 'not-approved',
      signing: false,
      target: TARGET,
      press: { label: 'swap', disabled: true },
    })
    expect(model(approval({ state: 'pending' }))).toMatchObject({ kind: 'approve-flow', approval: 'pending' })
    expect(model(approval({ state: 'approved', submitted: true }))).toMatchObject({
      kind: 'approve-flow',
      approval: 'approved',
      press: { disabled: false },
    })
  })

  it('never offers an approval above 15 % without expert mode, nor for the native coin or an unknown state', () => {
    expect(model({ severity: 4, ...approval({ state: 'not-approved' }) })).toEqual({
      kind: 'ready',
      press: { label: 'impact-too-high', disabled: true },
    })
    expect(model(approval({ state: 'not-approved', target: 'native' }))).toMatchObject({ kind: 'ready' })
    expect(model(approval({ state: 'unknown' }))).toMatchObject({ kind: 'ready' })
  })
})
