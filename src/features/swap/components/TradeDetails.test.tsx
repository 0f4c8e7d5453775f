// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { TradeSummary } from '../model/trade/tradeSummary.ts'
import { TradeDetails } from './TradeDetails.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const SUMMARY: TradeSummary = {
  version: 'v3',
  tradeType: 'exact-input',
  input: { value: '1', symbol: 'ETH' },
  output: { value: '2000', symbol: 'DAI' },
  executionPrice: { base: 'ETH', quote: 'DAI', value: '2,000', inverted: '0.0005' },
  slippageLimit: { value: '1990.05', symbol: 'DAI' },
  slippageBps: 50,
  priceImpactBps: 35,
  lpFee: { value: '0.003', symbol: 'ETH' },
  routes: [{ symbols: ['ETH', 'USDC', 'DAI'], feePips: [3000, 500] }],
}

function show(summary: Partial<TradeSummary> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <TradeDetails summary={{ ...SUMMARY, ...summary }} />
    </I18nProvider>,
  )
}

const text = (testId: string) => screen.getByTestId(testId).textContent

describe('trade details', () => {
  it('shows the minimum received, LP fee, route with fee tiers and slippage tolerance', () => {
    show()
    expect(screen.getByText('Minimum received')).toBeTruthy()
    expect(screen.queryByText('Maximum sent')).toBeNull()
    expect(text('trade-slippage-limit')).toBe('1990.05 DAI')
    expect(screen.getByText('Liquidity Provider Fee')).toBeTruthy()
    expect(text('trade-lp-fee')).toBe('0.003 ETH')
    expect(screen.getByText('Route')).toBeTruthy()
    expect(text('trade-route')).toBe('ETH›0.3%›USDC›0.05%›DAI')
    expect(screen.getByText('Slippage tolerance')).toBeTruthy()
    expect(text('trade-slippage-tolerance')).toBe('0.50%')
  })

  it("writes the amounts, fees and percentages as the active locale does (de-DE: '0,50 %')", async () => {
    await inLocale('de-DE', async () => {
      show({ slippageLimit: { value: '1990.05', symbol: 'DAI' }, lpFee: { value: '0.003', symbol: 'ETH' } })
      expect(text('trade-slippage-limit')).toBe('1990,05 DAI')
      expect(text('trade-lp-fee')).toBe('0,003 ETH')
      expect(text('trade-price-impact')).toBe('0,35\u00a0%')
      expect(text('trade-route')).toBe('ETH›0,3\u00a0%›USDC›0,05\u00a0%›DAI')
      expect(text('trade-slippage-tolerance')).toBe('0,50\u00a0%')
    })
  })

  it("shows 'Maximum sent' for an exact output trade", () => {
    show({ tradeType: 'exact-output', slippageLimit: { value: '1.005', symbol: 'ETH' } })
    expect(screen.getByText('Maximum sent')).toBeTruthy()
    expect(text('trade-slippage-limit')).toBe('1.005 ETH')
  })

  it('lists each route of a split trade', () => {
    show({
      routes: [
        { symbols: ['ETH', 'DAI'], feePips: [500] },
        { symbols: ['ETH', 'USDC', 'DAI'], feePips: [3000, 100] },
      ],
    })
    expect(screen.getAllByTestId('trade-route').map((route) => route.textContent)).toEqual([
      'ETH›0.05%›DAI',
      'ETH›0.3%›USDC›0.01%›DAI',
    ])
  })

  it.each([
    [0.5, '<0.01%', '0'],
    [35, '0.35%', '0'],
    [150, '1.50%', '1'],
    [400, '4.00%', '2'],
    [700, '7.00%', '3'],
    [2000, '20.00%', '4'],
  ])('a price impact of %s bps reads %s with severity %s', (bps, shown, severity) => {
    show({ priceImpactBps: bps })
    expect(screen.getByText('Price Impact')).toBeTruthy()
    const impact = screen.getByTestId('trade-price-impact')
    expect(impact.textContent).toBe(shown)
    expect(impact.getAttribute('data-severity')).toBe(severity)
  })

  it('colours the price impact by severity class', () => {
    show({ priceImpactBps: 700 })
    const red = screen.getByTestId('trade-price-impact').className
    cleanup()
    show({ priceImpactBps: 2000 })
    expect(screen.getByTestId('trade-price-impact').className).toBe(red)
    cleanup()
    show({ priceImpactBps: 400 })
    const yellow = screen.getByTestId('trade-price-impact').className
    cleanup()
    show({ priceImpactBps: 150 })
    const primary = screen.getByTestId('trade-price-impact').className
    cleanup()
    show({ priceImpactBps: 10 })
    const secondary = screen.getByTestId('trade-price-impact').className
    expect(new Set([red, yellow, primary, secondary]).size).toBe(4)
  })
})
