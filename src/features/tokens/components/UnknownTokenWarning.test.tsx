// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TokenCurrency } from '../model/currency.ts'
import { UnknownTokenWarning } from './UnknownTokenWarning.tsx'

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

function show(chainId = 1) {
  const onImport = vi.fn()
  const onCancel = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <UnknownTokenWarning
        tokens={[{ ...TOKEN, chainId }]}
        chainId={chainId}
        onImport={onImport}
        onCancel={onCancel}
      />
    </I18nProvider>,
  )
  return { onImport, onCancel }
}

describe('unknown token warning', () => {
  it('warns and shows the symbol, the name as text and the shortened address linked to the explorer', () => {
    show()
    expect(screen.getByText('Token imported')).toBeTruthy()
    const warning = screen.getByTestId('unknown-token-warning')
    expect(warning.textContent).toContain(
      "This token doesn't appear on the active token list(s). Anyone can create a token, including creating fake versions of existing tokens that claim to represent projects.",
    )
    const card = screen.getByTestId('unknown-token')
    expect(within(card).getByText('FAKE')).toBeTruthy()
    expect(within(card).getByText(TOKEN.name)).toBeTruthy()
    expect(card.querySelector('img[src="x"]')).toBeNull()
    const link = within(card).getByRole('link', { name: '0x1f98…F984', hidden: true })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/token/${TOKEN.address}`)
  })

  it('imports only once the risk is acknowledged', () => {
    const { onImport } = show()
    const importButton = screen.getByTestId<HTMLButtonElement>('unknown-token-import')
    expect(importButton.textContent).toBe('Import')
    expect(importButton.disabled).toBe(true)
    fireEvent.click(importButton)
    expect(onImport).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand', hidden: true }))
    expect(importButton.disabled).toBe(false)
    fireEvent.click(importButton)
    expect(onImport).toHaveBeenCalledOnce()
  })

  it('Cancel and the close button cancel', () => {
    const { onCancel, onImport } = show()
    fireEvent.click(screen.getByTestId('unknown-token-cancel'))
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onImport).not.toHaveBeenCalled()
  })

  it('shows the address without a link on a chain without an explorer', () => {
    show(31337)
    const card = screen.getByTestId('unknown-token')
    expect(within(card).queryByRole('link', { hidden: true })).toBeNull()
    expect(within(card).getByText('0x1f98…F984')).toBeTruthy()
  })
})
