// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TokenCurrency } from '../model/currency.ts'
import { listedSymbols, NO_LISTED_SYMBOLS } from '../model/listedSymbols.ts'
import { type ImportableToken, ImportTokenWarning } from './ImportTokenWarning.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const TOKEN: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  decimals: 18,
  symbol: 'FAKE',
  name: '<img src=x onerror=alert(1)>',
}
const REAL_USDC: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}

function show({
  token = TOKEN as ImportableToken,
  chainId = 1,
  listed = NO_LISTED_SYMBOLS,
}: {
  token?: ImportableToken
  chainId?: number
  listed?: ReturnType<typeof listedSymbols>
} = {}) {
  const onImport = vi.fn()
  const onCancel = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <ImportTokenWarning
        tokens={[{ ...token, chainId }]}
        chainId={chainId}
        listedSymbols={listed}
        onImport={onImport}
        onCancel={onCancel}
      />
    </I18nProvider>,
  )
  return { onImport, onCancel }
}

describe('import token warning (the selector and links alike)', () => {
  it("warns with the spec's texts and shows the symbol, the name as text and the full address linked to the explorer", () => {
    show()
    const warning = screen.getByTestId('unknown-token-warning')
    expect(warning.textContent).toContain('Import at your own risk')
    expect(warning.textContent).toContain(
      "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
    )
    expect(warning.textContent).toContain('Anyone can create a token')
    const card = screen.getByTestId('unknown-token')
    expect(within(card).getByText('FAKE')).toBeTruthy()
    expect(within(card).getByText(TOKEN.name)).toBeTruthy()
    expect(card.querySelector('img[src="x"]')).toBeNull()
    expect(within(card).getByText('Unknown Source')).toBeTruthy()
    const link = within(card).getByRole('link', { name: TOKEN.address })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/token/${TOKEN.address}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('never says the token is imported before Import', () => {
    show()
    expect(screen.getByTestId('unknown-token-warning').textContent).not.toMatch(/imported/i)
  })

  it("says 'Symbol also used by a listed token' for a token taking a listed token's symbol, nothing otherwise", () => {
    show({ token: { ...TOKEN, symbol: 'USDC' }, listed: listedSymbols([REAL_USDC], 'ETH') })
    expect(within(screen.getByTestId('unknown-token')).getByTestId('listed-symbol-mark')).toBeTruthy()
    cleanup()
    show({ listed: listedSymbols([REAL_USDC], 'ETH') })
    expect(screen.queryByTestId('listed-symbol-mark')).toBeNull()
  })

  it('names the inactive list a token comes from instead of Unknown Source', () => {
    show({ token: { ...TOKEN, listName: 'Extra' } })
    const card = screen.getByTestId('unknown-token')
    expect(card.textContent).toContain('via Extra')
    expect(card.textContent).not.toContain('Unknown Source')
  })

  it('imports only once the risk is acknowledged', () => {
    const { onImport } = show()
    const importButton = screen.getByTestId<HTMLButtonElement>('unknown-token-import')
    expect(importButton.textContent).toBe('Import')
    expect(importButton.disabled).toBe(true)
    fireEvent.click(importButton)
    expect(onImport).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand' }))
    expect(importButton.disabled).toBe(false)
    fireEvent.click(importButton)
    expect(onImport).toHaveBeenCalledOnce()
  })

  it('Cancel cancels', () => {
    const { onCancel, onImport } = show()
    fireEvent.click(screen.getByTestId('unknown-token-cancel'))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onImport).not.toHaveBeenCalled()
  })

  it('shows the address without a link on a chain without an explorer', () => {
    show({ chainId: 31337 })
    const card = screen.getByTestId('unknown-token')
    expect(within(card).queryByRole('link')).toBeNull()
    expect(within(card).getByText(TOKEN.address)).toBeTruthy()
  })
})
