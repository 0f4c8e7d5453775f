// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppError, UserRejectedError } from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { useUserSettings } from '../../settings/index.ts'
import { transactionsStore } from '../../transactions/index.ts'
import { E18, sdkTrades } from './test/sdkTrades.ts'
import { useSwapApproval } from './useSwapApproval.ts'

const reads = vi.hoisted(() => ({ allowance: 0n as bigint | undefined, nonce: 0n, timestamp: 1000n }))
vi.mock('../../chain-data/index.ts', () => ({
  useTokenAllowance: () => ({ result: reads.allowance }),
  useTokenNonce: () => ({ result: reads.nonce }),
  useLatestBlockTimestamp: () => reads.timestamp,
}))
vi.mock('../../approvals/api/clients.ts', () => ({
  connectedClients: async () => ({ walletClient: {}, publicClient: {}, record: () => {} }),
}))
// The approvals feature's writes, replaced where its hooks load them.
const writes = vi.hoisted(() => ({ sign: vi.fn(), approve: vi.fn() }))
vi.mock('../../approvals/api/signPermitFor.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../approvals/api/signPermitFor.ts')>()),
  signPermitFor: writes.sign,
}))
vi.mock('../../approvals/api/approve.ts', () => ({ approve: writes.approve }))
const sign = writes.sign
const approveOnChain = writes.approve

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SWAP_ROUTER: Address = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const V2_ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const trades = sdkTrades(1)
const DAI = trades.DAI
const v3DaiIn = trades.v3('DAI', 'WETH', 2000n * E18, E18)
const v2DaiIn = trades.v2('DAI', 'WETH', E18)
const v2EthIn = trades.v2('ETH', 'DAI', E18)

const permit: PermitSignature = {
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  deadline: 2200n,
  nonce: 0n,
  chainId: 1,
  owner: ACCOUNT,
  spender: SWAP_ROUTER,
  tokenAddress: DAI.address as Address,
  permitType: 'allowed',
  allowed: true,
}

function render(trade: SwapTrade) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return renderHook(() => useSwapApproval({ chainId: 1, account: ACCOUNT, trade, slippageBps: 50 }), {
    wrapper,
  })
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  Object.assign(reads, { allowance: 0n, nonce: 0n, timestamp: 1000n })
  sign.mockReset()
  approveOnChain.mockReset()
  transactionsStore().actions.clearAll(1)
})
afterEach(cleanup)

describe('permit or approve', () => {
  it('a v3 trade of a permit token: the signed permit stands in for the approval', async () => {
    sign.mockResolvedValue(permit)
    const view = render(v3DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
    await act(() => view.result.current.approve())
    expect(sign.mock.calls[0]?.[2]).toMatchObject({
      owner: ACCOUNT,
      target: { spender: SWAP_ROUTER, symbol: 'DAI' },
    })
    expect(view.result.current).toMatchObject({ state: 'approved', permit, signing: false })
    expect(approveOnChain).not.toHaveBeenCalled()
  })

  it('a permit past its deadline, or over a used nonce, no longer stands in', async () => {
    sign.mockResolvedValue(permit)
    const view = render(v3DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
    await act(() => view.result.current.approve())
    reads.timestamp = 2201n
    view.rerender()
    expect(view.result.current).toMatchObject({ state: 'not-approved', permit: null })
    reads.timestamp = 1000n
    reads.nonce = 1n
    view.rerender()
    expect(view.result.current.permit).toBeNull()
  })

  it('declining to sign (4001) ends there; any other signing failure approves on chain', async () => {
    sign.mockRejectedValueOnce(new UserRejectedError())
    const view = render(v3DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
    await act(() => view.result.current.approve())
    expect(approveOnChain).not.toHaveBeenCalled()

    sign.mockRejectedValueOnce(new AppError('eth_signTypedData_v4 is not supported'))
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    await act(() => view.result.current.approve())
    expect(approveOnChain).toHaveBeenCalledTimes(1)
    expect(approveOnChain.mock.calls[0]?.[2]).toMatchObject({ token: DAI.address, spender: SWAP_ROUTER })
    expect(approveOnChain.mock.calls[0]?.[3]).toBe('Approve DAI')
    debug.mockRestore()
  })

  it('remembers that the user asked to approve, and forgets it when the approval fails', async () => {
    const view = render(v2DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
    expect(view.result.current.submitted).toBe(false)
    await act(() => view.result.current.approve())
    expect(view.result.current.submitted).toBe(true)
    approveOnChain.mockRejectedValueOnce(new UserRejectedError())
    await act(() => view.result.current.approve().catch(() => {}))
    expect(view.result.current.submitted).toBe(false)
  })

  it('with exact approvals, DAI (whose permit allows everything) is approved on chain for the amount only', async () => {
    act(() => useUserSettings.getState().setUserApproveExact(true))
    try {
      const view = render(v3DaiIn)
      await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
      await act(() => view.result.current.approve())
      expect(sign).not.toHaveBeenCalled()
      expect(approveOnChain.mock.calls[0]?.[2]).toMatchObject({
        token: DAI.address,
        spender: SWAP_ROUTER,
        amount: 2000n * E18,
        exact: true,
      })
    } finally {
      act(() => useUserSettings.getState().setUserApproveExact(false))
    }
  })

  it('a v2 trade approves Router02 on chain, never with a permit', async () => {
    const view = render(v2DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('not-approved'))
    await act(() => view.result.current.approve())
    expect(sign).not.toHaveBeenCalled()
    expect(approveOnChain.mock.calls[0]?.[2]).toMatchObject({
      token: DAI.address,
      spender: V2_ROUTER,
      amount: 10n ** 18n,
      exact: false,
    })
  })

  it('an approval being mined is pending; enough allowance is approved; the native coin needs none', async () => {
    transactionsStore().actions.add({
      hash: `0x${'ab'.repeat(32)}`,
      from: ACCOUNT,
      chainId: 1,
      approval: { tokenAddress: DAI.address, spender: V2_ROUTER },
    })
    const view = render(v2DaiIn)
    await waitFor(() => expect(view.result.current.state).toBe('pending'))
    reads.allowance = 10n ** 18n
    view.rerender()
    expect(view.result.current.state).toBe('approved')
    await waitFor(() => expect(render(v2EthIn).result.current.state).toBe('approved'))
  })
})
