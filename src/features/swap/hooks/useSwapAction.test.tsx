// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address, Hash } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../../../chain/errors.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { SwapNotReadyError, SwapSendError } from '../model/swapSendErrors.ts'
import { E18, sdkTrades } from './test/sdkTrades.ts'
import { type SwapActionParams, useSwapAction } from './useSwapAction.ts'

// The approval and the callback have their own tests; here they are what the action is given.
const parts = vi.hoisted(() => ({
  approve: vi.fn<() => Promise<void>>(),
  send: vi.fn<(trade: unknown) => Promise<Hash>>(),
  callbackState: 'valid' as 'valid' | 'invalid',
}))
vi.mock('./useSwapApproval.ts', () => ({
  useSwapApproval: () => ({
    target: null,
    state: 'approved',
    permit: null,
    signing: false,
    submitted: false,
    approve: parts.approve,
  }),
}))
vi.mock('./useSwapCallback.ts', () => ({
  useSwapCallback: () =>
    parts.callbackState === 'valid'
      ? { state: 'valid', callback: parts.send, error: null }
      : { state: 'invalid', callback: null, error: 'Missing dependencies' },
}))
const analytics = vi.hoisted(() => ({ track: vi.fn() }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: analytics.track,
}))

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hash = `0x${'cd'.repeat(32)}`
const trades = sdkTrades(1)
const first = trades.v2('ETH', 'DAI', E18)
// 10 % less ETH in: the output moves by far more than the 'Price Updated' threshold.
const moved = trades.v2('ETH', 'DAI', (9n * E18) / 10n)

function render(overrides: Partial<SwapActionParams> = {}) {
  const onSent = vi.fn()
  const params: SwapActionParams = {
    chainId: 1,
    account: ACCOUNT,
    trade: first,
    slippageBps: 50,
    expertMode: false,
    impactBps: 10,
    recipient: undefined,
    recipientText: null,
    routing: null,
    outputCurrency: null,
    onSent,
    pageUrl: '?inputCurrency=ETH&outputCurrency=DAI',
    ...overrides,
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const view = renderHook((p: SwapActionParams) => useSwapAction(p), { wrapper, initialProps: params })
  return { view, onSent, params }
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  parts.approve.mockReset()
  parts.send.mockReset()
  parts.callbackState = 'valid'
  analytics.track.mockReset()
})
afterEach(cleanup)

describe('swap action, with the dialog', () => {
  it('Swap opens the review; Confirm sends the reviewed trade, reports Swap, and the dialog shows the hash', async () => {
    parts.send.mockResolvedValue(HASH)
    const { view, onSent } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm?.step).toEqual({ kind: 'review' }))
    expect(view.result.current.confirm?.review.summary).toMatchObject({
      version: 'v2',
      tradeType: 'exact-input',
    })
    expect(view.result.current.confirm?.review.priceUpdated).toBe(false)
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.confirm?.step).toEqual({ kind: 'submitted', hash: HASH }))
    expect(parts.send).toHaveBeenCalledTimes(1)
    expect(parts.send.mock.calls[0]?.[0]).toBe(first)
    expect(analytics.track).toHaveBeenCalledWith('Swap', 'Swap w/o Send', 'ETH/DAI/V2/SH')
    // Closing the submitted dialog clears the form.
    expect(onSent).not.toHaveBeenCalled()
    act(() => view.result.current.confirm?.onDismiss())
    expect(onSent).toHaveBeenCalledTimes(1)
    expect(view.result.current.confirm).toBeNull()
  })

  it("a trade that moves during the review shows 'Price Updated'; accepting it makes it the one sent", async () => {
    parts.send.mockResolvedValue(HASH)
    const { view, params } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    view.rerender({ ...params, trade: moved })
    expect(view.result.current.confirm?.review.priceUpdated).toBe(true)
    act(() => view.result.current.confirm?.review.onAcceptChanges())
    expect(view.result.current.confirm?.review.priceUpdated).toBe(false)
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(parts.send).toHaveBeenCalledTimes(1))
    expect(parts.send.mock.calls[0]?.[0]).toBe(moved)
  })

  it('a trade that moves after Confirm is not what is sent: the reviewed one is', async () => {
    let answer: (hash: Hash) => void = () => {}
    parts.send.mockImplementation(() => new Promise<Hash>((resolve) => (answer = resolve)))
    const { view, params } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.confirm?.step).toEqual({ kind: 'waiting' }))
    view.rerender({ ...params, trade: moved })
    await act(async () => answer(HASH))
    expect(parts.send.mock.calls).toEqual([[first, null]])
  })

  it('at 5 % impact Confirm asks first: No sends nothing, Yes sends', async () => {
    parts.send.mockResolvedValue(HASH)
    const { view } = render({ impactBps: 600 })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.impactPrompt?.kind).toBe('yes-no'))
    act(() => view.result.current.impactPrompt?.onCancel())
    await waitFor(() => expect(view.result.current.impactPrompt).toBeNull())
    expect(parts.send).not.toHaveBeenCalled()
    expect(view.result.current.confirm?.step).toEqual({ kind: 'review' })

    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.impactPrompt).not.toBeNull())
    act(() => view.result.current.impactPrompt?.onConfirm())
    await waitFor(() => expect(parts.send).toHaveBeenCalledTimes(1))
  })

  it('at 10 % impact the prompt is the typed confirmation', async () => {
    const { view } = render({ impactBps: 1000 })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.impactPrompt?.kind).toBe('typed-confirm'))
  })

  it("a wallet's refusal stays in the dialog as the failure it was", async () => {
    const refusal = new SwapSendError({ kind: 'rejected' })
    parts.send.mockRejectedValue(refusal)
    const { view, onSent } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(view.result.current.confirm?.step).toEqual({ kind: 'failed', error: refusal }))
    act(() => view.result.current.confirm?.onDismiss())
    expect(onSent).not.toHaveBeenCalled()
  })
})

describe('swap action, expert mode', () => {
  it('Swap sends the current trade without a dialog and clears the form once sent', async () => {
    parts.send.mockResolvedValue(HASH)
    const { view, onSent } = render({ expertMode: true })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    expect(parts.send.mock.calls).toEqual([[first, null]])
    expect(view.result.current.confirm).toBeNull()
    expect(view.result.current.failure).toBeNull()
  })

  it('a refusal is kept as thrown for the button to name, and the form keeps its amount', async () => {
    const refusal = new SwapSendError({ kind: 'rejected' })
    parts.send.mockRejectedValue(refusal)
    const { view, onSent } = render({ expertMode: true })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.failure).toEqual({ error: refusal }))
    expect(onSent).not.toHaveBeenCalled()
  })

  it('a swap that cannot be built says why rather than doing nothing', async () => {
    parts.callbackState = 'invalid'
    const { view } = render({ expertMode: true })
    expect(view.result.current.ready).toBe(false)
    act(() => view.result.current.onSwap())
    await waitFor(() =>
      expect(view.result.current.failure).toEqual({ error: new SwapNotReadyError('Missing dependencies') }),
    )
    expect(parts.send).not.toHaveBeenCalled()
  })

  it('high impact still asks in expert mode', async () => {
    const { view } = render({ expertMode: true, impactBps: 600 })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.impactPrompt?.kind).toBe('yes-no'))
    act(() => view.result.current.impactPrompt?.onCancel())
    await waitFor(() => expect(view.result.current.impactPrompt).toBeNull())
    expect(parts.send).not.toHaveBeenCalled()
  })
})

describe('swap action, another recipient', () => {
  const BOB: Address = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
  const BOB_CHECKSUMMED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

  it('expert mode still opens the review, which names the recipient in full, frozen when it opened', async () => {
    parts.send.mockResolvedValue(HASH)
    const { view, params } = render({ expertMode: true, recipient: BOB, recipientText: 'bob.eth' })
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    expect(parts.send).not.toHaveBeenCalled()
    expect(view.result.current.confirm?.review.recipient).toEqual({
      address: BOB_CHECKSUMMED,
      name: 'bob.eth',
    })
    // The name now resolves elsewhere: the review, and what is sent, keep the address the user saw.
    view.rerender({ ...params, expertMode: true, recipient: ACCOUNT, recipientText: 'bob.eth' })
    expect(view.result.current.confirm?.review.recipient?.address).toBe(BOB_CHECKSUMMED)
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(parts.send).toHaveBeenCalledTimes(1))
    expect(parts.send.mock.calls[0]).toEqual([first, BOB_CHECKSUMMED])
  })

  it('a typed address is shown without a name; the account itself (any case) is no other recipient', async () => {
    const typed = render({ recipient: BOB, recipientText: BOB })
    act(() => typed.view.result.current.onSwap())
    await waitFor(() => expect(typed.view.result.current.confirm).not.toBeNull())
    expect(typed.view.result.current.confirm?.review.recipient).toEqual({
      address: BOB_CHECKSUMMED,
      name: null,
    })

    parts.send.mockResolvedValue(HASH)
    const own = ACCOUNT.toLowerCase() as Address
    const self = render({ expertMode: true, recipient: own, recipientText: own })
    act(() => self.view.result.current.onSwap())
    await waitFor(() => expect(self.onSent).toHaveBeenCalledTimes(1))
    expect(self.view.result.current.confirm).toBeNull()
  })

  it('a swap to the account itself keeps going there when a link adds a recipient while the review is open', async () => {
    parts.send.mockResolvedValue(HASH)
    const { view, params } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    expect(view.result.current.confirm?.review.recipient).toBeNull()
    // The page's hash changes under the open review: `&recipient=` names someone else now.
    view.rerender({ ...params, recipient: BOB, recipientText: BOB })
    act(() => view.result.current.confirm?.review.onConfirm())
    await waitFor(() => expect(parts.send).toHaveBeenCalledTimes(1))
    // null: the account that sends, not the page's recipient of now.
    expect(parts.send.mock.calls[0]).toEqual([first, null])
  })

  it('closes a review still open when the page URL changes (another page set the hash), sending nothing', async () => {
    const { view, params } = render()
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
    view.rerender({ ...params, pageUrl: `${params.pageUrl}&recipient=${BOB}` })
    await waitFor(() => expect(view.result.current.confirm).toBeNull())
    expect(parts.send).not.toHaveBeenCalled()
    // A review opened on the new URL stays open.
    act(() => view.result.current.onSwap())
    await waitFor(() => expect(view.result.current.confirm).not.toBeNull())
  })
})

describe('swap action, approval', () => {
  it("Approve reports the event with the forced version, and an approval's failure is shown", async () => {
    const refusal = new UserRejectedError()
    parts.approve.mockRejectedValue(refusal)
    const daiIn: SwapTrade = trades.v2('DAI', 'ETH', E18)
    const { view } = render({ trade: daiIn, routing: 'v2' })
    act(() => view.result.current.approval.approve())
    expect(analytics.track).toHaveBeenCalledWith('Swap', 'Approve', 'DAI/V2')
    await waitFor(() => expect(view.result.current.failure?.error).toBe(refusal))
    parts.approve.mockResolvedValue(undefined)
    act(() => view.result.current.approval.approve())
    expect(view.result.current.failure).toBeNull()
  })
})
