// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeeTier, FeeTierShares } from '../model/feeTierShares.ts'
import { type FeeTierChoiceParams, useFeeTierChoice } from './useFeeTierChoice.ts'

const analytics = vi.hoisted(() => ({ track: vi.fn() }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: analytics.track,
}))

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SHARES: FeeTierShares = { 500: 0.3, 3000: 0.6, 10000: 0.1 }

function setup(initial: Partial<FeeTierChoiceParams> = {}) {
  const select = vi.fn<(fee: FeeTier) => void>()
  let params: FeeTierChoiceParams = {
    tokenA: WETH,
    tokenB: DAI,
    fee: null,
    shares: undefined,
    select,
    ...initial,
  }
  const hook = renderHook((p: FeeTierChoiceParams) => useFeeTierChoice(p), { initialProps: params })
  const update = (next: Partial<FeeTierChoiceParams>) => {
    // A new select callback each time, as a screen's inline navigation would give.
    params = { ...params, select: (fee) => select(fee), ...next }
    hook.rerender(params)
  }
  return { hook, select, update }
}

beforeEach(() => analytics.track.mockClear())
afterEach(cleanup)

describe('fee tier selection (spec 2 §4)', () => {
  it('selects the largest share once when none is chosen, and records the recommendation', () => {
    const { hook, select, update } = setup()
    expect(select).not.toHaveBeenCalled()
    update({ shares: SHARES })
    expect(select.mock.calls).toEqual([[3000]])
    expect(analytics.track.mock.calls).toEqual([['FeePoolSelect', ' Recommended', '3000']])
    expect(hook.result.current.open).toBe(false)
    // The route has not caught up yet, and the shares are read again: still once.
    update({ shares: { ...SHARES } })
    update({ shares: { 500: 0.9, 3000: 0.05, 10000: 0.05 } })
    update({ fee: 3000 })
    expect(select).toHaveBeenCalledOnce()
    expect(analytics.track).toHaveBeenCalledOnce()
  })

  it('decides again when a navigation takes the tier away from the same pair', () => {
    const { select, update } = setup({ fee: 500, shares: SHARES })
    expect(select).not.toHaveBeenCalled()
    update({ fee: null })
    expect(select.mock.calls).toEqual([[3000]])
  })

  it('opens the picker when no pool of the pair has liquidity, and selects nothing', () => {
    const { hook, select, update } = setup()
    update({ shares: null })
    expect(hook.result.current.open).toBe(true)
    expect(select).not.toHaveBeenCalled()
    expect(analytics.track).not.toHaveBeenCalled()
  })

  it('keeps a tier chosen in the route, even when its shares come later', () => {
    const { select, update } = setup({ fee: 10000 })
    update({ shares: SHARES })
    update({ shares: { ...SHARES } })
    expect(select).not.toHaveBeenCalled()
  })

  it('decides again for a new pair, but not after a rate toggle', () => {
    const { select, update } = setup({ shares: SHARES })
    expect(select.mock.calls).toEqual([[3000]])
    update({ tokenA: DAI, tokenB: WETH, fee: null })
    expect(select).toHaveBeenCalledOnce()
    update({ tokenA: USDC, tokenB: WETH, fee: null, shares: undefined })
    update({ shares: { 500: 0.8, 3000: 0.2, 10000: 0 } })
    expect(select.mock.calls).toEqual([[3000], [500]])
  })

  it('records a manual choice and selects it; a choice before the shares come is not overridden', () => {
    const { hook, select, update } = setup()
    hook.result.current.choose(500)
    expect(select.mock.calls).toEqual([[500]])
    expect(analytics.track.mock.calls).toEqual([['FeePoolSelect', 'Manual', '500']])
    update({ shares: SHARES })
    expect(select).toHaveBeenCalledOnce()
    update({ fee: 500 })
    hook.result.current.choose(500)
    expect(select).toHaveBeenCalledOnce()
  })

  it('does nothing without a pair', () => {
    const { select, update } = setup({ tokenB: null })
    update({ shares: SHARES })
    expect(select).not.toHaveBeenCalled()
  })
})
