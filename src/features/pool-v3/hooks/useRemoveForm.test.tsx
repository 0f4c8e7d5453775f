// @vitest-environment happy-dom
// The remove form and its action together, as the remove screen wires them (its reads are the position hooks').
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PositionCallRequest } from '../api/sendPositionCall.ts'
import { decodeMulticall, TERMS_25 } from '../model/test/positionFixture.ts'
import { FEES, MANAGER, mainnetPosition, OWNER } from './test/mainnetPosition.ts'
import { useRemoveAction } from './useRemoveAction.ts'
import { type RemoveFormParams, type RemoveSnapshot, useRemoveForm } from './useRemoveForm.ts'

const sent = vi.hoisted(() => ({ send: vi.fn<(request: unknown, summary: string) => Promise<Hash>>() }))
vi.mock('../api/sendPositionCall.ts', () => ({ sendPositionCall: sent.send }))
const analytics = vi.hoisted(() => ({ track: vi.fn() }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: analytics.track,
}))

const DEADLINE = 1_700_000_000n
const HASH: Hash = `0x${'ab'.repeat(32)}`

function render(overrides: Partial<RemoveFormParams> = {}, onSent = vi.fn<(s: RemoveSnapshot) => void>()) {
  const params: RemoveFormParams = {
    chainId: 1,
    account: OWNER,
    position: mainnetPosition(),
    fees: FEES,
    canManage: true,
    slippageBps: 500,
    ...overrides,
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const view = renderHook(
    (p: RemoveFormParams) => {
      const form = useRemoveForm(p)
      const action = useRemoveAction({ chainId: 1, account: p.account, deadline: () => DEADLINE, onSent })
      return { form, action }
    },
    { wrapper, initialProps: params },
  )
  return { view, onSent, params }
}

type View = ReturnType<typeof render>['view']

async function choose(view: View, percent: number) {
  act(() => view.result.current.form.picker.onSelect(percent))
  // The position engine (the SDKs) loads on first use.
  await waitFor(() => expect(view.result.current.form.snapshot).not.toBeNull(), { timeout: 10_000 })
}

async function reviewAndConfirm(view: View) {
  const snapshot = view.result.current.form.snapshot
  if (!snapshot) throw new Error('nothing to review')
  act(() => view.result.current.action.review(snapshot))
  act(() => view.result.current.action.dialog?.onConfirm())
  await waitFor(() => expect(sent.send).toHaveBeenCalledTimes(1))
  return sent.send.mock.calls[0]?.[0] as PositionCallRequest
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  sent.send.mockReset()
  sent.send.mockResolvedValue(HASH)
  analytics.track.mockReset()
})
afterEach(cleanup)

describe('remove form: the button (spec 2 §5)', () => {
  it("says 'Enter a percent' at 0 % and has nothing to review", () => {
    const { view } = render()
    expect(view.result.current.form.blocker).toBe('enter-percent')
    expect(view.result.current.form.snapshot).toBeNull()
  })

  it("says 'Closed' for a position without liquidity, whoever looks", () => {
    expect(render({ position: mainnetPosition({ liquidity: 0n }) }).view.result.current.form.blocker).toBe(
      'closed',
    )
    const anyone = render({ position: mainnetPosition({ liquidity: 0n }), account: undefined })
    expect(anyone.view.result.current.form.blocker).toBe('closed')
  })

  it('asks to connect a wallet without an account', () => {
    expect(render({ account: undefined }).view.result.current.form.blocker).toBe('connect-wallet')
  })
})

describe('remove form: the percent', () => {
  it('moves the slider at once and the percent 100 ms after the last move (spec 2 §9)', async () => {
    vi.useFakeTimers()
    try {
      const { view } = render()
      act(() => view.result.current.form.picker.onSlide(30))
      act(() => view.result.current.form.picker.onSlide(50))
      expect(view.result.current.form.picker.value).toBe(50)
      expect(view.result.current.form.blocker).toBe('enter-percent')
      act(() => vi.advanceTimersByTime(99))
      expect(view.result.current.form.blocker).toBe('enter-percent')
      act(() => vi.advanceTimersByTime(1))
      expect(view.result.current.form.blocker).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the pooled share and the fees that come out, the wrapped side as ETH', async () => {
    const { view } = render()
    await choose(view, 100)
    const whole = view.result.current.form.amounts
    await choose(view, 50)
    const half = view.result.current.form.amounts
    expect(half?.fees).toEqual([
      { value: '12.3457', symbol: 'DAI' },
      { value: '0.004', symbol: 'ETH' },
    ])
    expect(half?.pooled.map((line) => line.symbol)).toEqual(['DAI', 'ETH'])
    expect(Number(half?.pooled[0].value)).toBeCloseTo(Number(whole?.pooled[0].value) / 2, 3)
  })

  it('offers burning the NFT only at 100 %', async () => {
    const { view } = render()
    await choose(view, 75)
    expect(view.result.current.form.options.burn).toBeNull()
    await choose(view, 100)
    expect(view.result.current.form.options.burn).toEqual({ on: false, onToggle: expect.any(Function) })
  })
})

describe('remove: what is confirmed is what is sent', () => {
  it('50 %: decreases half the liquidity with 5 % minimums, collects to the owner, unwraps ETH, never burns', async () => {
    const { view } = render()
    await choose(view, 50)
    const request = await reviewAndConfirm(view)
    expect(request).toMatchObject({ chainId: 1, account: OWNER })
    expect(request.call.to).toBe(MANAGER)
    const calls = decodeMulticall(request.call.data)
    expect(calls.map((c) => c.functionName)).toEqual([
      'decreaseLiquidity',
      'collect',
      'unwrapWETH9',
      'sweepToken',
    ])
    expect(calls[0]?.args[0]).toMatchObject({
      tokenId: 25n,
      liquidity: TERMS_25.liquidity / 2n,
      deadline: DEADLINE,
    })
    expect(calls[2]?.args[1]).toBe(OWNER)
    const [first, second] = view.result.current.action.dialog?.review.total ?? []
    expect(sent.send.mock.calls[0]?.[1]).toBe(`Remove ${first?.value} DAI and ${second?.value} ETH`)
    expect(analytics.track).toHaveBeenCalledWith('Liquidity', 'RemoveV3', 'DAI/ETH')
  })

  it('sends the reviewed percent even when the slider moved since', async () => {
    const { view } = render()
    await choose(view, 50)
    const snapshot = view.result.current.form.snapshot
    if (!snapshot) throw new Error('nothing to review')
    act(() => view.result.current.action.review(snapshot))
    await choose(view, 25)
    act(() => view.result.current.action.dialog?.onConfirm())
    await waitFor(() => expect(sent.send).toHaveBeenCalledTimes(1))
    const request = sent.send.mock.calls[0]?.[0] as PositionCallRequest
    expect(decodeMulticall(request.call.data)[0]?.args[0]).toMatchObject({
      liquidity: TERMS_25.liquidity / 2n,
    })
  })

  it('100 % with the burn ticked burns the NFT; as WETH there is no unwrap', async () => {
    const onSent = vi.fn<(s: RemoveSnapshot) => void>()
    const { view } = render({}, onSent)
    await choose(view, 100)
    act(() => view.result.current.form.options.burn?.onToggle())
    act(() => view.result.current.form.options.asWeth?.onToggle())
    expect(view.result.current.form.snapshot?.review.burn).toBe(true)
    const request = await reviewAndConfirm(view)
    expect(decodeMulticall(request.call.data).map((c) => c.functionName)).toEqual([
      'decreaseLiquidity',
      'collect',
      'burn',
    ])
    expect(analytics.track).toHaveBeenCalledWith('Liquidity', 'RemoveV3', 'DAI/WETH')
    await waitFor(() => expect(view.result.current.action.dialog?.step.kind).toBe('submitted'))
    act(() => view.result.current.action.dialog?.onDismiss())
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ percent: 100, burn: true }))
  })
})
