// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TransactionRevertedError, UserRejectedError } from '../../../chain/errors.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { sendSwap } from '../api/sendSwap.ts'
import { SwapSendError } from '../model/swapSendErrors.ts'
import { E18, sdkTrades } from './test/sdkTrades.ts'
import { type SwapCallbackParams, useSwapCallback } from './useSwapCallback.ts'
import { useSwapFailureText } from './useSwapErrorText.ts'

const reads = vi.hoisted(() => ({ timestamp: undefined as bigint | undefined }))
vi.mock('../../chain-data/index.ts', () => ({ useLatestBlockTimestamp: () => reads.timestamp }))
vi.mock('../api/clients.ts', () => ({
  connectedClients: async () => ({ walletClient: {}, publicClient: {}, record: () => {} }),
}))
vi.mock('../api/sendSwap.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/sendSwap.ts')>()),
  sendSwap: vi.fn(),
}))
const send = vi.mocked(sendSwap)

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = `0x${'cd'.repeat(32)}` as const

function ethToDai(chainId: number, version: 'v2' | 'v3' = 'v2'): SwapTrade {
  const trades = sdkTrades(chainId)
  return version === 'v3' ? trades.v3('ETH', 'DAI', E18, 1990n * E18) : trades.v2('ETH', 'DAI', E18)
}

function render(params: Partial<SwapCallbackParams>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const all = { chainId: 1, account: ACCOUNT, trade: ethToDai(1), ...params }
  return renderHook(() => useSwapCallback(all), { wrapper }).result.current
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  reads.timestamp = undefined
  send.mockReset()
})
afterEach(cleanup)

describe('swap callback', () => {
  it("is invalid without a trade or account ('Missing dependencies') or with an unresolved recipient", () => {
    expect(render({ trade: null })).toEqual({
      state: 'invalid',
      callback: null,
      error: 'Missing dependencies',
    })
    expect(render({ account: undefined }).error).toBe('Missing dependencies')
    // Arbitrum has no Router02.
    expect(render({ chainId: 42161, trade: ethToDai(42161) }).error).toBe('Missing dependencies')
    expect(render({ recipient: null })).toEqual({
      state: 'invalid',
      callback: null,
      error: 'Invalid recipient',
    })
  })

  it('sends the trade with the slippage, now + the deadline setting, the account as recipient and a summary', async () => {
    send.mockResolvedValue(HASH)
    const swap = render({})
    if (swap.state !== 'valid') throw new Error('valid expected')
    const now = BigInt(Math.floor(Date.now() / 1000))
    await expect(swap.callback(ethToDai(1), ACCOUNT)).resolves.toBe(HASH)
    const [, , request, summary] = send.mock.calls[0] ?? []
    expect(request).toMatchObject({ chainId: 1, account: ACCOUNT, recipient: ACCOUNT, slippageBps: 50 })
    expect(request?.routers).toEqual({
      v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
      swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    })
    expect(Number((request?.deadline ?? 0n) - now)).toBeGreaterThanOrEqual(1800)
    expect(Number((request?.deadline ?? 0n) - now)).toBeLessThan(1805)
    expect(summary).toBe('Swap 1 ETH for 1992 DAI')
  })

  it('names another recipient in the summary', async () => {
    send.mockResolvedValue(HASH)
    const swap = render({ recipient: OTHER })
    await swap.callback?.(ethToDai(1), OTHER)
    expect(send.mock.calls[0]?.[2].recipient).toBe(OTHER)
    expect(send.mock.calls[0]?.[3]).toBe('Swap 1 ETH for 1992 DAI to 0x3C44…93BC')
  })

  it('on layer 2 waits for the latest block time, then gives 300 s from it', async () => {
    send.mockResolvedValue(HASH)
    expect(render({ chainId: 42161, trade: ethToDai(42161, 'v3') })).toMatchObject({
      state: 'loading',
      callback: null,
    })
    reads.timestamp = 5000n
    await render({ chainId: 42161, trade: ethToDai(42161, 'v3') }).callback?.(ethToDai(42161, 'v3'), ACCOUNT)
    expect(send.mock.calls[0]?.[2].deadline).toBe(5300n)
  })

  it("rejects with the failure's kind, which the view names with the spec's texts", async () => {
    const swap = render({})
    const { result } = renderHook(() => useSwapFailureText(), {
      wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    })
    const failureOf = async (cause: unknown) => {
      send.mockRejectedValueOnce(cause)
      const error = await swap.callback?.(ethToDai(1), ACCOUNT).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(SwapSendError)
      return result.current(error)
    }
    expect(await failureOf(new UserRejectedError())).toBe('Transaction rejected.')
    expect(await failureOf(new TransactionRevertedError('UniswapV2Router: EXPIRED'))).toBe(
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    )
    expect(await failureOf(new Error('insufficient funds for gas'))).toBe(
      'Swap failed: Unknown error: "insufficient funds for gas". Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    )
  })

  it('sends the trade it is given (the confirmed one), not the current one', async () => {
    send.mockResolvedValue(HASH)
    const current = ethToDai(1)
    const confirmed = ethToDai(1, 'v3')
    const swap = render({ trade: current })
    await swap.callback?.(confirmed, ACCOUNT)
    expect(send.mock.calls[0]?.[2].trade).toBe(confirmed)
  })

  it('sends a swap reviewed without a recipient to the account that sends, whatever recipient the page has now', async () => {
    send.mockResolvedValue(HASH)
    const swap = render({ recipient: OTHER })
    await swap.callback?.(ethToDai(1), null)
    expect(send.mock.calls[0]?.[2].recipient).toBe(ACCOUNT)
    expect(send.mock.calls[0]?.[3]).toBe('Swap 1 ETH for 1992 DAI')
  })

  it("refuses a trade quoted on another chain than the wallet's now ('Wrong Network'), sending nothing", async () => {
    const { result } = renderHook(() => useSwapFailureText(), {
      wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    })
    // The review opened on Arbitrum; the wallet, and the page with it, moved to mainnet since.
    const swap = render({ chainId: 1 })
    const error = await swap.callback?.(ethToDai(42161, 'v3'), ACCOUNT).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SwapSendError)
    expect(result.current(error)).toBe('Wrong Network')
    expect(send).not.toHaveBeenCalled()
  })
})
