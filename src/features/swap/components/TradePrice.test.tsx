// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { TradePrice } from './TradePrice.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

describe('trade price', () => {
  it("reads '1 ETH = 2,000 DAI' and the button turns it the other way round and back", () => {
    render(
      <I18nProvider i18n={i18n}>
        <TradePrice price={{ base: 'ETH', quote: 'DAI', value: '2,000', inverted: '0.0005' }} />
      </I18nProvider>,
    )
    const text = () => screen.getByTestId('trade-price').textContent
    const invert = screen.getByRole('button', { name: 'Invert price' })
    expect(text()).toBe('1 ETH = 2,000 DAI')
    expect(invert.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(invert)
    expect(text()).toBe('1 DAI = 0.0005 ETH')
    expect(invert.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(invert)
    expect(text()).toBe('1 ETH = 2,000 DAI')
  })

  it("writes the price as the active locale does (de-DE: '1.234,5')", async () => {
    await inLocale('de-DE', async () => {
      render(
        <I18nProvider i18n={i18n}>
          <TradePrice price={{ base: 'ETH', quote: 'DAI', value: '1,234.5', inverted: '0.00081' }} />
        </I18nProvider>,
      )
      const text = () => screen.getByTestId('trade-price').textContent
      expect(text()).toBe('1 ETH = 1.234,5 DAI')
      fireEvent.click(screen.getByRole('button'))
      expect(text()).toBe('1 DAI = 0,00081 ETH')
    })
  })
})
