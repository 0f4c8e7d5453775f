// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { StartPriceInput, type StartPriceInputProps } from './StartPriceInput.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: Partial<StartPriceInputProps> = {}) {
  const onType = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <StartPriceInput
        value=""
        onType={onType}
        symbols={{ base: 'WETH', quote: 'DAI' }}
        price={null}
        {...props}
      />
    </I18nProvider>,
  )
  return onType
}

describe('starting price of a new pool (spec 2 §4 NOT_EXISTS, §5 "Start price")', () => {
  it('tells the user the pool must be initialized', () => {
    show()
    expect(screen.getByTestId('start-price-notice').textContent).toBe(
      'This pool must be initialized before you can add liquidity. To initialize, select a starting price for the pool. Then, enter your liquidity price range and deposit amount. Gas fees will be higher than usual due to the initialization transaction.',
    )
  })

  it('takes only a non-negative decimal', () => {
    const onType = show({ value: '20' })
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Starting price' })
    expect(input.value).toBe('20')
    expect(input.dataset.testid).toBe('start-price-input')
    fireEvent.change(input, { target: { value: '2000.5' } })
    expect(onType).toHaveBeenLastCalledWith('2000.5')
    fireEvent.change(input, { target: { value: '2000,5' } })
    expect(onType).toHaveBeenLastCalledWith('2000.5')
    fireEvent.change(input, { target: { value: '' } })
    expect(onType).toHaveBeenLastCalledWith('')
    for (const refused of ['-1', '1e3', '1.2.3', 'abc', '9'.repeat(80)])
      fireEvent.change(input, { target: { value: refused } })
    expect(onType).toHaveBeenCalledTimes(3)
    expect(input.value).toBe('20')
  })

  it('shows the current price of A in B, or a dash without one', () => {
    show()
    expect(screen.getByTestId('start-price-current').textContent).toBe('Current WETH Price:-')
    cleanup()
    show({ value: '2000', price: '2,000' })
    expect(screen.getByTestId('start-price-current').textContent).toBe('Current WETH Price:2,000 DAI')
  })

  it("writes the current price the active locale's way, and leaves the input's text plain", async () => {
    await inLocale('de-DE', async () => {
      show({ value: '1234.5', price: '1234.5' })
      expect(screen.getByTestId('start-price-current').textContent).toBe('Current WETH Price:1234,5 DAI')
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Starting price' }).value).toBe('1234.5')
      cleanup()
      show({ price: '2,000.25' })
      expect(screen.getByTestId('start-price-current').textContent).toBe('Current WETH Price:2.000,25 DAI')
    })
  })
})
