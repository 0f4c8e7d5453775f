// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { FlowStep } from '../../transactions/index.ts'
import type { TradeSummary } from '../model/trade/tradeSummary.ts'
import { ConfirmSwapModal, type SwapReviewProps } from './ConfirmSwapModal.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const SUMMARY: TradeSummary = {
  version: 'v2',
  tradeType: 'exact-input',
  input: { value: '1', symbol: 'ETH' },
  output: { value: '1974.32', symbol: 'DAI' },
  executionPrice: { base: 'ETH', quote: 'DAI', value: '1,974.32', inverted: '0.000506505' },
  slippageLimit: { value: '1964.44', symbol: 'DAI' },
  slippageBps: 50,
  priceImpactBps: 128,
  lpFee: { value: '0.003', symbol: 'ETH' },
  routes: [{ symbols: ['ETH', 'DAI'], feePips: [3000] }],
}

type Shown = Partial<SwapReviewProps> & { step?: FlowStep; chainId?: number }

function show({ step = { kind: 'review' }, chainId = 1, ...review }: Shown = {}) {
  const handlers = { onConfirm: vi.fn(), onAcceptChanges: vi.fn(), onDismiss: vi.fn() }
  const { onDismiss, ...reviewHandlers } = handlers
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmSwapModal
        chainId={chainId}
        review={{ summary: SUMMARY, recipient: null, priceUpdated: false, ...reviewHandlers, ...review }}
        step={step}
        receipt={step.kind === 'submitted' ? 'pending' : null}
        onDismiss={onDismiss}
      />
    </I18nProvider>,
  )
  return handlers
}

const text = (testId: string) => screen.getByTestId(testId).textContent
const confirmButton = () => screen.getByTestId<HTMLButtonElement>('confirm-swap')

describe('confirm swap dialog: review', () => {
  it('shows both amounts, the price, the details and the minimum received; confirm calls onConfirm', () => {
    const { onConfirm } = show()
    expect(screen.getByText('Confirm Swap', { selector: 'h2' })).toBeTruthy()
    expect(text('confirm-input')).toBe('1ETH')
    expect(text('confirm-output')).toBe('1974.32DAI')
    expect(text('trade-price')).toBe('1 ETH = 1,974.32 DAI')
    expect(text('confirm-estimate')).toBe(
      'Output is estimated. You will receive at least 1964.44 DAI or the transaction will revert.',
    )
    expect(screen.getByTestId('trade-details')).toBeTruthy()
    expect(screen.queryByTestId('confirm-recipient')).toBeNull()
    expect(screen.queryByTestId('price-updated')).toBeNull()
    expect(confirmButton().textContent).toBe('Confirm Swap')
    fireEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it("writes the amounts, the price and the minimum received as the active locale does (de-DE: '1974,32')", async () => {
    await inLocale('de-DE', async () => {
      show()
      expect(text('confirm-output')).toBe('1974,32DAI')
      expect(text('trade-price')).toBe('1 ETH = 1.974,32 DAI')
      expect(text('confirm-estimate')).toBe(
        'Output is estimated. You will receive at least 1964,44 DAI or the transaction will revert.',
      )
      cleanup()
      show({ step: { kind: 'waiting' } })
      expect(screen.getByText('Swapping 1 ETH for 1974,32 DAI')).toBeTruthy()
    })
  })

  it('says the input is estimated for an exact output trade', () => {
    show({
      summary: { ...SUMMARY, tradeType: 'exact-output', slippageLimit: { value: '1.01', symbol: 'ETH' } },
    })
    expect(text('confirm-estimate')).toBe(
      'Input is estimated. You will sell at most 1.01 ETH or the transaction will revert.',
    )
  })

  it('names another recipient in full: the whole checksummed address, and the name it was resolved from', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    show({ recipient: { address, name: null } })
    expect(text('confirm-recipient')).toBe(`Output will be sent to ${address}`)
    cleanup()
    show({ recipient: { address, name: 'alice.eth' } })
    expect(text('confirm-recipient')).toBe(`Output will be sent to alice.eth ${address}`)
    expect(text('confirm-recipient-name')).toBe('alice.eth')
    expect(text('confirm-recipient-address')).toBe(address)
  })

  it("shows 'Price Updated' with Accept and disables confirm while the trade has changed", () => {
    const { onAcceptChanges, onConfirm } = show({ priceUpdated: true })
    expect(screen.getByTestId('price-updated').textContent).toContain('Price Updated')
    expect(confirmButton().disabled).toBe(true)
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Accept', hidden: true }))
    expect(onAcceptChanges).toHaveBeenCalledOnce()
  })

  it("reads 'Swap Anyway' above severity 2 only", () => {
    show({ summary: { ...SUMMARY, priceImpactBps: 500 } })
    expect(confirmButton().textContent).toBe('Confirm Swap')
    cleanup()
    show({ summary: { ...SUMMARY, priceImpactBps: 501 } })
    expect(confirmButton().textContent).toBe('Swap Anyway')
  })
})

describe('confirm swap dialog: after confirming', () => {
  const HASH = `0x${'ab'.repeat(32)}`

  it('waits for the wallet, saying what is being swapped', () => {
    show({ step: { kind: 'waiting' } })
    expect(screen.getByText('Waiting For Confirmation')).toBeTruthy()
    expect(screen.getByText('Swapping 1 ETH for 1974.32 DAI')).toBeTruthy()
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeTruthy()
    expect(screen.queryByTestId('confirm-swap')).toBeNull()
  })

  it('links the submitted transaction to the explorer and closes', () => {
    const url = `https://etherscan.io/tx/${HASH}`
    const { onDismiss } = show({ step: { kind: 'submitted', hash: HASH } })
    expect(screen.getByText('Transaction Submitted')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'View on Explorer', hidden: true })
    expect(link.getAttribute('href')).toBe(url)
    expect(link.getAttribute('rel')).toContain('noopener')
    fireEvent.click(screen.getByTestId('confirm-close'))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('has no explorer link on a chain without an explorer', () => {
    show({ step: { kind: 'submitted', hash: HASH }, chainId: 31337 })
    expect(screen.queryByText('View on Explorer')).toBeNull()
    expect(screen.getByTestId('confirm-close').textContent).toBe('Close')
  })

  it('shows the error message with Dismiss', () => {
    const { onDismiss } = show({ step: { kind: 'failed', error: new Error('Transaction rejected.') } })
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Transaction rejected.')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss', hidden: true }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
