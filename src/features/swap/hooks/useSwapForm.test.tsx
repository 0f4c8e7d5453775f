// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../../../chain/errors.ts'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import type { TokenCurrency, UnsupportedAsset } from '../../tokens/index.ts'
import { connectionStore, resetConnection } from '../../wallet/index.ts'
import { DAI_ADDRESS, E18, sdkTrades, WETH_ADDRESS } from './test/sdkTrades.ts'
import { useSwapForm } from './useSwapForm.ts'
import type { SwapTradeRequest, SwapTradeView } from './useSwapTrade.ts'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}` as const

// The wallet, the balances, the trade and the trade form's own logic have their own tests; here they are
// what the form is given, and what the form asks of them is recorded.
const parts = vi.hoisted(() => ({
  balances: {} as Record<string, bigint>,
  best: { state: 'invalid', trade: null } as unknown,
  tradeRequests: [] as unknown[],
  sendWrap: vi.fn(),
  track: vi.fn(),
}))
vi.mock('../../tokens/hooks/useCurrencyBalance.ts', () => ({
  useCurrencyBalance: (_chainId: number, _account: unknown, currency: { symbol: string } | null) =>
    currency ? parts.balances[currency.symbol] : undefined,
}))
vi.mock('./useSwapTrade.ts', () => ({
  useSwapTrade: (request: unknown) => {
    parts.tradeRequests.push(request)
    const view: SwapTradeView = {
      best: parts.best as BestTrade,
      version: 'v3',
      advantage: null,
      // What the panels show beside the amounts.
      usdIn: { toFixed: () => '1.00' } as SwapTradeView['usdIn'],
      usdOut: { toFixed: () => '2.00' } as SwapTradeView['usdOut'],
      singleHop: false,
    }
    return view
  },
}))
vi.mock('../api/sendWrap.ts', () => ({ sendWrap: parts.sendWrap }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: parts.track,
}))

const DAI: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: DAI_ADDRESS,
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}

function render(query: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/swap${query}`]}>{children}</MemoryRouter>
    </I18nProvider>
  )
  return renderHook(() => ({ form: useSwapForm(), location: useLocation() }), { wrapper })
}

const lastTradeRequest = () => parts.tradeRequests.at(-1) as SwapTradeRequest

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  connectionStore.setState({ status: 'connected', address: ACCOUNT, chainId: 1, configChainId: 1 })
  parts.balances = { ETH: 2n * E18, WETH: 3n * E18, DAI: 5000n * E18 }
  parts.best = { state: 'invalid', trade: null }
  parts.tradeRequests = []
  parts.sendWrap.mockReset()
  parts.track.mockReset()
})
afterEach(() => {
  cleanup()
  resetConnection()
})

describe('swap form, wrapping', () => {
  it('ETH to WETH mirrors the typed amount, derives no trade, and wraps; once sent the amount is cleared', async () => {
    parts.sendWrap.mockResolvedValue(HASH)
    const view = render(`?inputCurrency=ETH&outputCurrency=${WETH_ADDRESS}&exactAmount=1.5`)
    const { form } = view.result.current
    expect(form.wrapMode).toBe(true)
    expect(form.from.amount.value).toBe('1.5')
    expect(form.to.amount.value).toBe('1.5')
    expect(form.from.fiat).toBeUndefined()
    expect(lastTradeRequest().enabled).toBe(false)
    const button = form.button
    if (button?.kind !== 'wrap') throw new Error(`wrap expected, got ${button?.kind}`)
    expect(button).toMatchObject({ wrapType: 'wrap', pending: false })
    act(() => button.onClick())
    await waitFor(() => expect(view.result.current.form.from.amount.value).toBe(''))
    // Counted as sent: the screen puts the focus on the input amount.
    expect(view.result.current.form.sentCount).toBe(1)
    expect(parts.sendWrap).toHaveBeenCalledWith(
      { chainId: 1, account: ACCOUNT, wrappedNative: WETH_ADDRESS, type: 'wrap', amount: 15n * 10n ** 17n },
      'Wrap 1.5 ETH to WETH',
    )
    expect(view.result.current.form.failure).toBeNull()
  })

  it('a refused unwrap goes to the button as it was thrown and keeps the amount; typing again clears the failure', async () => {
    const refusal = new UserRejectedError()
    parts.sendWrap.mockRejectedValue(refusal)
    const view = render(`?inputCurrency=${WETH_ADDRESS}&outputCurrency=ETH&exactAmount=2`)
    const button = view.result.current.form.button
    if (button?.kind !== 'wrap') throw new Error('wrap expected')
    expect(button.wrapType).toBe('unwrap')
    act(() => button.onClick())
    await waitFor(() => expect(view.result.current.form.failure).toEqual({ error: refusal }))
    expect(parts.sendWrap.mock.calls[0]?.[1]).toBe('Unwrap 2 WETH to ETH')
    expect(view.result.current.form.from.amount.value).toBe('2')
    expect(view.result.current.form.sentCount).toBe(0)
    act(() => view.result.current.form.from.amount.onChange('1'))
    expect(view.result.current.form.failure).toBeNull()
  })

  it('more than the balance cannot be wrapped', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${WETH_ADDRESS}&exactAmount=3`)
    expect(view.result.current.form.button).toEqual({
      kind: 'error',
      error: { kind: 'insufficient-balance', symbol: 'ETH' },
    })
  })
})

describe('swap form, swapping', () => {
  it('an address from the URL waits for the token guards; once they resolve it the trade is asked for', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=1`)
    expect(view.result.current.form.tokenGuards.addresses).toEqual([DAI_ADDRESS])
    expect(lastTradeRequest().output).toBeNull()
    act(() => view.result.current.form.tokenGuards.onResolved([DAI]))
    expect(view.result.current.form.tokenGuards.addresses).toEqual([])
    expect(lastTradeRequest()).toMatchObject({
      chainId: 1,
      output: DAI,
      exactField: 'INPUT',
      amount: E18,
      enabled: true,
    })
    // What the trade form (rendered apart, in TradeSection) is given.
    expect(view.result.current.form.tradeParams).toMatchObject({
      inputBalance: 2n * E18,
      parsedAmount: E18,
      recipient: null,
    })
  })

  it("the other side shows the trade's amount; exact output names the sides 'From (at most)' and 'To (at least)'", () => {
    parts.best = { state: 'valid', trade: sdkTrades(1).v2('ETH', 'DAI', 2000n * E18, true) }
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=2000&exactField=output`)
    act(() => view.result.current.form.tokenGuards.onResolved([DAI]))
    const { form } = view.result.current
    expect(form.from.label).toBe('From (at most)')
    expect(form.to.label).toBe('To (at least)')
    expect(form.to.amount.value).toBe('2000')
    expect(Number(form.from.amount.value)).toBeGreaterThan(1)
    expect(form.from.fiat).toEqual({ value: '$1.00', priceImpactBps: null })
    expect(lastTradeRequest().exactField).toBe('OUTPUT')
  })

  it("a typed input names the sides plainly 'From' and 'To', never with 'at most' or 'at least'", () => {
    parts.best = { state: 'valid', trade: sdkTrades(1).v2('ETH', 'DAI', E18, false) }
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=1`)
    act(() => view.result.current.form.tokenGuards.onResolved([DAI]))
    const { form } = view.result.current
    expect(lastTradeRequest().exactField).toBe('INPUT')
    expect(form.from.label).toBe('From')
    expect(form.to.label).toBe('To')
  })

  it("typing the output after the input switches both labels to 'From (at most)' and 'To (at least)', and back", () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=1`)
    act(() => view.result.current.form.tokenGuards.onResolved([DAI]))
    act(() => view.result.current.form.to.amount.onChange('5'))
    expect(view.result.current.form.from.label).toBe('From (at most)')
    expect(view.result.current.form.to.label).toBe('To (at least)')
    act(() => view.result.current.form.from.amount.onChange('2'))
    expect(view.result.current.form.from.label).toBe('From')
    expect(view.result.current.form.to.label).toBe('To')
  })

  it('a wrap pair keeps the plain labels even when the output is typed (1:1, nothing is estimated)', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${WETH_ADDRESS}&exactAmount=1&exactField=output`)
    expect(view.result.current.form.from.label).toBe('From')
    expect(view.result.current.form.to.label).toBe('To')
  })

  it('Max types the balance less the gas reserve for the native coin, reports Max, and then hides', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${WETH_ADDRESS}`)
    const onMax = view.result.current.form.from.amount.onMax
    expect(onMax).toBeDefined()
    act(() => onMax?.())
    expect(view.result.current.form.from.amount.value).toBe('1.99')
    expect(parts.track).toHaveBeenCalledWith('Swap', 'Max')
    expect(view.result.current.form.from.amount.onMax).toBeUndefined()
  })

  it('Max of a token is its whole balance', () => {
    const view = render(`?inputCurrency=${WETH_ADDRESS}&outputCurrency=ETH`)
    act(() => view.result.current.form.from.amount.onMax?.())
    expect(view.result.current.form.from.amount.value).toBe('3')
  })

  it('the version hint goes into the URL and keeps what was typed', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=1`)
    act(() => view.result.current.form.setRouting('v2'))
    expect(new URLSearchParams(view.result.current.location.search).get('use')).toBe('v2')
    expect(lastTradeRequest()).toMatchObject({ routing: 'v2', amount: E18 })
    expect(view.result.current.form.from.amount.value).toBe('1')
  })

  it('an unsupported asset replaces the button; cancelling the guards goes back to ETH', () => {
    const view = render(`?inputCurrency=ETH&outputCurrency=${DAI_ADDRESS}&exactAmount=1`)
    const asset: UnsupportedAsset = { address: DAI_ADDRESS, symbol: 'DAI' }
    act(() => view.result.current.form.tokenGuards.onUnsupported([asset]))
    expect(view.result.current.form.button).toEqual({ kind: 'unsupported', assets: [asset] })
    act(() => view.result.current.form.tokenGuards.onCancel())
    expect(view.result.current.form.tokenGuards.addresses).toEqual([])
    expect(view.result.current.form.from.selection.currency?.kind).toBe('native')
    expect(view.result.current.form.to.selection.currency).toBeNull()
  })
})
