// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainInfoOf } from '../../../chain/chains.ts'
import { UserRejectedError } from '../../../chain/errors.ts'
import { transactionsStore } from '../../transactions/index.ts'
import type { PositionCallRequest } from '../api/sendPositionCall.ts'
import { decodeMulticall } from '../model/test/positionFixture.ts'
import { DAI, FEES, MANAGER, mainnetPosition, OWNER, USDC, WETH } from './test/mainnetPosition.ts'
import { type CollectFeesParams, useCollectFees } from './useCollectFees.ts'

const sent = vi.hoisted(() => ({ send: vi.fn<(request: unknown, summary: string) => Promise<Hash>>() }))
vi.mock('../api/sendPositionCall.ts', () => ({ sendPositionCall: sent.send }))
const analytics = vi.hoisted(() => ({ track: vi.fn() }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: analytics.track,
}))

let nextHash = 1
const newHash = () => `0x${(nextHash++).toString(16).padStart(64, '0')}` as Hash

function render(overrides: Partial<CollectFeesParams> = {}) {
  const params: CollectFeesParams = {
    chainId: 1,
    tokenId: 25n,
    position: mainnetPosition(),
    fees: FEES,
    account: OWNER,
    canManage: true,
    ...overrides,
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return renderHook((p: CollectFeesParams) => useCollectFees(p), { wrapper, initialProps: params })
}

async function loaded(view: ReturnType<typeof render>) {
  // The position engine (the SDKs) loads on first use.
  await waitFor(() => expect(view.result.current.button.hasFees).toBe(true), { timeout: 10_000 })
}

const sentRequest = (n = 0) => sent.send.mock.calls[n]?.[0] as PositionCallRequest

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  sent.send.mockReset()
  analytics.track.mockReset()
})
afterEach(cleanup)

describe('collect fees: review and send', () => {
  it('reviews both owed amounts (WETH paid as ETH), sends the reviewed call to the owner, records its summary and CollectV3', async () => {
    const view = render()
    await loaded(view)
    expect(view.result.current.button.state).toBe('idle')
    act(() => view.result.current.button.onCollect())
    expect(view.result.current.dialog?.fees).toEqual([
      { value: '12.3457', symbol: 'DAI' },
      { value: '0.004', symbol: 'ETH' },
    ])
    const hash = newHash()
    sent.send.mockResolvedValue(hash)
    act(() => view.result.current.dialog?.onConfirm())
    await waitFor(() => expect(view.result.current.dialog?.step).toEqual({ kind: 'submitted', hash }))
    const request = sentRequest()
    expect(request.chainId).toBe(1)
    expect(request.account).toBe(OWNER)
    expect(request.call.to).toBe(MANAGER)
    const calls = decodeMulticall(request.call.data)
    expect(calls.map((c) => c.functionName)).toEqual(['collect', 'unwrapWETH9', 'sweepToken'])
    expect(calls[1]?.args).toEqual([FEES.amount1, OWNER])
    expect(calls[2]?.args).toEqual([DAI.address, FEES.amount0, OWNER])
    expect(sent.send.mock.calls[0]?.[1]).toBe('Collect 12.3457 DAI and 0.004 ETH')
    expect(analytics.track).toHaveBeenCalledWith('Liquidity', 'CollectV3', 'DAI/ETH')
  })

  it('sends what was reviewed even when the owed amounts grow before Confirm', async () => {
    const view = render()
    await loaded(view)
    act(() => view.result.current.button.onCollect())
    view.rerender({ ...baseParams(), fees: { amount0: FEES.amount0 * 2n, amount1: FEES.amount1 * 2n } })
    sent.send.mockResolvedValue(newHash())
    act(() => view.result.current.dialog?.onConfirm())
    await waitFor(() => expect(sent.send).toHaveBeenCalledTimes(1))
    expect(decodeMulticall(sentRequest().call.data)[1]?.args).toEqual([FEES.amount1, OWNER])
  })

  it('collects as WETH when the switch is on: one collect paying the owner, WETH in the review', async () => {
    const view = render()
    await loaded(view)
    act(() => view.result.current.button.asWeth?.onToggle())
    act(() => view.result.current.button.onCollect())
    expect(view.result.current.dialog?.fees.map((line) => line.symbol)).toEqual(['DAI', 'WETH'])
    sent.send.mockResolvedValue(newHash())
    act(() => view.result.current.dialog?.onConfirm())
    await waitFor(() => expect(sent.send).toHaveBeenCalledTimes(1))
    const [collect] = decodeMulticall(sentRequest().call.data)
    expect(collect?.functionName).toBe('collect')
    expect(collect?.args[0]).toMatchObject({ tokenId: 25n, recipient: OWNER })
    expect(analytics.track).toHaveBeenCalledWith('Liquidity', 'CollectV3', 'DAI/WETH')
  })
})

function baseParams(): CollectFeesParams {
  return {
    chainId: 1,
    tokenId: 25n,
    position: mainnetPosition(),
    fees: FEES,
    account: OWNER,
    canManage: true,
  }
}

describe('collect fees: the Collect-as-WETH switch (spec 2 §2: all four conditions)', () => {
  it('shows with a wrapped native side, off Optimism, for the owner, with fees above 0', async () => {
    const view = render()
    await loaded(view)
    expect(view.result.current.button.asWeth).not.toBeNull()
  })

  it('hides without a wrapped native side, without fees, for a non-owner, and on Optimism', async () => {
    const noWeth = render({ position: mainnetPosition({ token1: USDC }) })
    await loaded(noWeth)
    expect(noWeth.result.current.button.asWeth).toBeNull()
    expect(render({ fees: { amount0: 0n, amount1: 0n } }).result.current.button.asWeth).toBeNull()
    expect(render({ canManage: false }).result.current.button.asWeth).toBeNull()
    const optimismWeth = chainInfoOf(10)?.wrappedNative.address
    if (!optimismWeth) throw new Error('No Optimism WETH')
    const onOptimism = mainnetPosition({ token1: { ...WETH, chainId: 10, address: optimismWeth } })
    expect(render({ chainId: 10, position: onOptimism }).result.current.button.asWeth).toBeNull()
  })
})

describe('collect fees: states (spec 2 §4)', () => {
  it('goes idle → Collecting (wallet asked, then pending) → Collected on a successful receipt', async () => {
    const view = render()
    await loaded(view)
    let release: (hash: Hash) => void = () => {}
    sent.send.mockImplementation(() => new Promise<Hash>((resolve) => (release = resolve)))
    act(() => view.result.current.button.onCollect())
    expect(view.result.current.button.state).toBe('idle')
    act(() => view.result.current.dialog?.onConfirm())
    await waitFor(() => expect(view.result.current.button.state).toBe('collecting'))
    const hash = newHash()
    await act(async () => {
      transactionsStore().actions.add({ hash, from: OWNER, chainId: 1 })
      release(hash)
    })
    expect(view.result.current.button.state).toBe('collecting')
    act(() => view.result.current.dialog?.onDismiss())
    expect(view.result.current.button.state).toBe('collecting')
    act(() =>
      transactionsStore().actions.finalize(1, hash, {
        blockHash: newHash(),
        blockNumber: 10,
        contractAddress: null,
        from: OWNER,
        status: 1,
        to: MANAGER,
        transactionHash: hash,
        transactionIndex: 0,
      }),
    )
    expect(view.result.current.button.state).toBe('collected')
  })

  it('goes back to idle when the wallet refuses, with the spec’s text', async () => {
    const view = render()
    await loaded(view)
    sent.send.mockRejectedValue(new UserRejectedError())
    act(() => view.result.current.button.onCollect())
    act(() => view.result.current.dialog?.onConfirm())
    await waitFor(() => expect(view.result.current.dialog?.step.kind).toBe('failed'))
    expect(view.result.current.button.state).toBe('idle')
    const step = view.result.current.dialog?.step
    expect(step?.kind === 'failed' && view.result.current.dialog?.errorText(step.error)).toBe(
      'Transaction rejected.',
    )
    expect(analytics.track).not.toHaveBeenCalled()
  })
})
