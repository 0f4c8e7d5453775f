// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UnsupportedAssetFooterView as UnsupportedAssetFooter } from './UnsupportedAssetFooterView.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const ASSET = { symbol: 'BAD', address: '0x0000000000000000000000000000000000000bad' }

function show(chainId: number) {
  render(
    <I18nProvider i18n={i18n}>
      <UnsupportedAssetFooter assets={[ASSET]} chainId={chainId} />
    </I18nProvider>,
  )
}

describe('unsupported asset footer', () => {
  it("shows a disabled 'Unsupported Asset' button", () => {
    show(1)
    const button = screen.getByTestId<HTMLButtonElement>('unsupported-asset')
    expect(button.textContent).toBe('Unsupported Asset')
    expect(button.disabled).toBe(true)
    expect(screen.queryByTestId('unsupported-assets-modal')).toBeNull()
  })

  it('lists the unsupported tokens with explorer links and the reason, and closes', () => {
    show(1)
    fireEvent.click(screen.getByTestId('unsupported-asset-details'))
    const modal = screen.getByTestId('unsupported-assets-modal')
    expect(screen.getByText('Unsupported Assets')).toBeTruthy()
    expect(within(modal).getByText('BAD')).toBeTruthy()
    const link = within(modal).getByRole('link', { name: ASSET.address, hidden: true })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ASSET.address}`)
    expect(modal.textContent).toContain(
      'Some assets are not available through this interface because they may not work well with the smart contracts or we are unable to allow trading for legal reasons.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }))
    expect(screen.queryByTestId('unsupported-assets-modal')).toBeNull()
  })

  it('shows the address as text on a chain without an explorer', () => {
    show(31337)
    fireEvent.click(screen.getByTestId('unsupported-asset-details'))
    const modal = screen.getByTestId('unsupported-assets-modal')
    expect(within(modal).queryByRole('link', { hidden: true })).toBeNull()
    expect(within(modal).getByText(ASSET.address)).toBeTruthy()
  })
})
