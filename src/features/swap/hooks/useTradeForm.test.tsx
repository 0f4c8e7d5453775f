// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { CurrencyAmount } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import { useChainStatus } from '../../chain-data/index.ts'
import type { Currency } from '../../tokens/index.ts'
import { DAI_ADDRESS, E18, sdkTrades } from './test/sdkTrades.ts'
import { useQuoteView } from './useQuoteView.ts'
import type { RecipientResolution } from './useRecipient.ts'
import type { SwapActionParams } from './useSwapAction.ts'
import type { SwapTradeView } from './useSwapTrade.ts'
import { type TradeFormParams, useTradeForm } from './useTradeForm.ts'

// The action (approval, dialog, sending) and the recipient's lookup have their own tests; here they are what
// the form is given, and what the form hands the action is recorded.
const parts = vi.hoisted(() => ({
  actionParams: [] as unknown[],
  onSwap: vi.fn(),
  approve: vi.fn(),
  approval: 'approved' as string,
  recipient: { address: null, loading: false, error: false } as unknown,
  settings: { slippageBps: 50, expertMode: false, singleHopOnly: false },
  impactPrompt: null as unknown,
}))
vi.mock('./useSwapAction.ts', () => ({
  useSwapAction: (params: unknown) => {
    parts.actionParams.push(params)
    return {
      approval: {
        target: { token: DAI_ADDRESS, symbol: 'DAI', decimals: 18, spender: ROUTER, amount: 1n },
        state: parts.approval,
        signing: false,
        submitted: false,
        approve: parts.approve,
      },
      ready: true,
      onSwap: parts.onSwap,
      failure: null,
      confirm: null,
      impactPrompt: parts.impactPrompt,
    }
  },
}))
vi.mock('./useRecipient.ts', () => ({ useRecipient: () => parts.recipient }))
vi.mock('../../settings/index.ts', () => ({ useTransactionSettings: () => parts.settings }))

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const ETH: Currency = { kind: 'native', chainId: 1, decimals: 18, symbol: 'ETH', name: 'Ether' }
const DAI: Currency = {
  kind: 'token',
  chainId: 1,
  address: DAI_ADDRESS,
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai',
}
const trades = sdkTrades(1)
const usd = (dollars: number) => CurrencyAmount.fromRawAmount(trades.DAI, (BigInt(dollars) * E18).toString())

function tradeView(
  best: BestTrade,
  usdIn: number | null = null,
  usdOut: number | null = null,
): SwapTradeView {
  return {
    best,
    version: best.trade?.version ?? 'v3',
    advantage: null,
    usdIn: usdIn === null ? null : usd(usdIn),
    usdOut: usdOut === null ? null : usd(usdOut),
    singleHop: false,
  }
}

const oneEthForDai = trades.v2('ETH', 'DAI', E18)

function render(overrides: Partial<TradeFormParams> = {}) {
  const params: TradeFormParams = {
    chainId: 1,
    account: ACCOUNT,
    input: ETH,
    output: DAI,
    parsedAmount: E18,
    exactField: 'INPUT',
    inputBalance: 10n * E18,
    recipient: null,
    routing: null,
    trade: tradeView({ state: 'valid', trade: oneEthForDai }),
    onSent: () => {},
    pageUrl: '',
    ...overrides,
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  // The trade form beside the quote view the screen's panels read (USD values, a stale quote).
  return renderHook(() => ({ ...useTradeForm(params), ...useQuoteView(params.chainId, params.trade) }), {
    wrapper,
  })
}

const lastAction = () => parts.actionParams.at(-1) as SwapActionParams

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  parts.actionParams = []
  parts.onSwap.mockReset()
  parts.approval = 'approved'
  parts.recipient = { address: null, loading: false, error: false } satisfies RecipientResolution
  parts.settings = { slippageBps: 50, expertMode: false, singleHopOnly: false }
  parts.impactPrompt = null
})
afterEach(() => {
  cleanup()
  useChainStatus.setState({ chainId: null, nodeUnreachable: false, chainConnectivityWarning: false })
})

describe('trade form', () => {
  it('a routed trade the user may send: Swap, pressing it goes to the action', async () => {
    const view = render()
    // The trade engine (summaries) loads lazily.
    await waitFor(() => expect(view.result.current.summary).not.toBeNull())
    const { button } = view.result.current
    if (button.kind !== 'ready') throw new Error(`ready expected, got ${button.kind}`)
    expect(button.swap).toMatchObject({ label: 'swap', disabled: false })
    button.swap.onClick()
    expect(parts.onSwap).toHaveBeenCalledTimes(1)
    expect(lastAction()).toMatchObject({ trade: oneEthForDai, slippageBps: 50, recipient: undefined })
  })

  it("the price impact is the larger of the trade's and the loss between the USD values (facts §8.1)", async () => {
    const view = render({ trade: tradeView({ state: 'valid', trade: oneEthForDai }, 2000, 1800) })
    await waitFor(() => expect(view.result.current.summary).not.toBeNull())
    expect(lastAction().impactBps).toBeCloseTo(1000, 6)
    expect(view.result.current.fiat).toEqual({
      input: '$2,000.00',
      output: '$1,800.00',
      outputImpactBps: 1000,
    })
    // 10 % is above the 5 % 'high' threshold: severity 3.
    expect(view.result.current.severity).toBe(3)
    expect(view.result.current.impactWarning).toEqual({ percent: '10.00%', usd: '$200.00' })

    const fair = render({ trade: tradeView({ state: 'valid', trade: oneEthForDai }, 2000, 2000) })
    await waitFor(() => expect(fair.result.current.summary).not.toBeNull())
    const tradeImpact = fair.result.current.summary?.priceImpactBps ?? Number.NaN
    expect(tradeImpact).toBeGreaterThan(0)
    expect(lastAction().impactBps).toBe(tradeImpact)
    expect(fair.result.current.severity).toBe(0)
    expect(fair.result.current.impactWarning).toBeNull()
  })

  it('the high-impact prompt says what the trade would lose, in USD when known', async () => {
    parts.impactPrompt = { kind: 'typed-confirm', onConfirm: () => {}, onCancel: () => {} }
    const view = render({ trade: tradeView({ state: 'valid', trade: oneEthForDai }, 2000, 500) })
    await waitFor(() => expect(view.result.current.summary).not.toBeNull())
    expect(view.result.current.impactPrompt).toMatchObject({
      kind: 'typed-confirm',
      loss: { percent: '75.00%', usd: '$1,500.00' },
    })
    expect(view.result.current.impactWarning).toEqual({ percent: '75.00%', usd: '$1,500.00' })
  })

  it('no loss is named before there is a trade (its severity 4 only means unknown)', () => {
    parts.impactPrompt = { kind: 'yes-no', onConfirm: () => {}, onCancel: () => {} }
    const view = render({ trade: tradeView({ state: 'loading', trade: null }) })
    expect(view.result.current.severity).toBe(4)
    expect(view.result.current.impactWarning).toBeNull()
    expect(view.result.current.impactPrompt).toMatchObject({ kind: 'yes-no', loss: null })
  })

  it('with no USD value the trade’s own impact counts, and no fiat values are shown', async () => {
    const view = render()
    await waitFor(() => expect(view.result.current.summary).not.toBeNull())
    expect(lastAction().impactBps).toBe(view.result.current.summary?.priceImpactBps)
    expect(view.result.current.fiat).toEqual({ input: null, output: null, outputImpactBps: null })
  })

  it('exact output: the balance must cover the most the trade may take (slippage included)', async () => {
    const daiOut = trades.v2('ETH', 'DAI', 2000n * E18, true)
    const needed = BigInt(daiOut.trade.inputAmount.quotient.toString())
    const short = render({
      exactField: 'OUTPUT',
      parsedAmount: 2000n * E18,
      inputBalance: needed,
      trade: tradeView({ state: 'valid', trade: daiOut }),
    })
    await waitFor(() =>
      expect(short.result.current.button).toEqual({
        kind: 'error',
        error: { kind: 'insufficient-balance', symbol: 'ETH' },
      }),
    )
    const enough = render({
      exactField: 'OUTPUT',
      parsedAmount: 2000n * E18,
      inputBalance: (needed * 1005n) / 1000n + 1n,
      trade: tradeView({ state: 'valid', trade: daiOut }),
    })
    await waitFor(() => expect(enough.result.current.button.kind).toBe('ready'))
  })

  it('a recipient that is a router, or one that does not resolve, is an invalid recipient', async () => {
    parts.recipient = { address: ROUTER, loading: false, error: false }
    const router = render({ recipient: ROUTER })
    await waitFor(() => expect(router.result.current.summary).not.toBeNull())
    expect(router.result.current.button).toEqual({ kind: 'error', error: { kind: 'invalid-recipient' } })

    parts.recipient = { address: null, loading: false, error: true }
    const unknown = render({ recipient: 'nobody.eth' })
    expect(unknown.result.current.button).toEqual({ kind: 'error', error: { kind: 'invalid-recipient' } })
    // The action is told the recipient does not resolve (null), not that there is none (undefined).
    expect(lastAction().recipient).toBeNull()

    parts.recipient = { address: OTHER, loading: false, error: false }
    const other = render({ recipient: 'friend.eth' })
    await waitFor(() => expect(other.result.current.button.kind).toBe('ready'))
    expect(lastAction()).toMatchObject({ recipient: OTHER, recipientText: 'friend.eth' })
  })

  it('a recipient still being looked up asks for one', () => {
    parts.recipient = { address: null, loading: true, error: false }
    const view = render({ recipient: 'friend.eth' })
    expect(view.result.current.button).toEqual({ kind: 'error', error: { kind: 'enter-recipient' } })
  })

  it('routing states: loading, no route (with the single-hop hint), and a chain without the trade’s router', async () => {
    expect(render({ trade: tradeView({ state: 'loading', trade: null }) }).result.current.button).toEqual({
      kind: 'loading',
    })
    parts.settings = { ...parts.settings, singleHopOnly: true }
    const none = render({ trade: { ...tradeView({ state: 'no-route', trade: null }), singleHop: true } })
    expect(none.result.current.button).toEqual({ kind: 'no-liquidity', singleHop: true })

    // Arbitrum has no v2 router: a v2 trade there cannot be sent.
    const arbitrum = sdkTrades(42161)
    const eth = { ...ETH, chainId: 42161 }
    const dai = { ...DAI, chainId: 42161 }
    const unsendable = render({
      chainId: 42161,
      input: eth,
      output: dai,
      trade: tradeView({ state: 'valid', trade: arbitrum.v2('ETH', 'DAI', E18) }),
    })
    await waitFor(() =>
      expect(unsendable.result.current.button).toEqual({
        kind: 'error',
        error: { kind: 'missing-dependencies' },
      }),
    )
  })

  it('a token to approve first shows Approve beside Swap, each going to the action', async () => {
    parts.approval = 'not-approved'
    const view = render({
      input: DAI,
      output: ETH,
      trade: tradeView({ state: 'valid', trade: trades.v2('DAI', 'ETH', E18) }),
    })
    await waitFor(() => expect(view.result.current.button.kind).toBe('approve-flow'))
    const { button } = view.result.current
    if (button.kind !== 'approve-flow') throw new Error('approve-flow expected')
    expect(button).toMatchObject({ approval: 'not-approved', target: { symbol: 'DAI', spender: ROUTER } })
    button.onApprove()
    expect(parts.approve).toHaveBeenCalledTimes(1)
  })

  it('a node that does not answer, or a stale block, marks the quote stale and holds the swap; back when live', async () => {
    useChainStatus.setState({ chainId: 1, nodeUnreachable: true })
    const view = render()
    await waitFor(() => expect(view.result.current.summary).not.toBeNull())
    expect(view.result.current.button).toEqual({ kind: 'network', unreachable: true })
    expect(view.result.current.quoteStale).toBe(true)
    act(() => useChainStatus.setState({ nodeUnreachable: false, chainConnectivityWarning: true }))
    expect(view.result.current.button).toEqual({ kind: 'network', unreachable: false })
    act(() => useChainStatus.setState({ chainConnectivityWarning: false }))
    expect(view.result.current.button.kind).toBe('ready')
    expect(view.result.current.quoteStale).toBe(false)
  })

  it("reads of the trade that got no answer: no 'Insufficient liquidity', the network is named instead", () => {
    const view = render({ trade: tradeView({ state: 'no-route', trade: null, readsFailed: true }) })
    expect(view.result.current.button).toEqual({ kind: 'network', unreachable: true })
    // No trade on screen, so no amount to mark stale.
    expect(view.result.current.quoteStale).toBe(false)
  })
})
