// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TokenCurrency } from '../model/currency.ts'
import { ImportTokenView } from './ImportTokenView.tsx'

const FAKE: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0x000000000000000000000000000000000000dEaD',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}

function renderView(sharedSymbol: boolean) {
  render(
    <I18nProvider i18n={i18n}>
      <ImportTokenView token={FAKE} sharedSymbol={sharedSymbol} onImport={() => {}} />
    </I18nProvider>,
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

describe('import token view', () => {
  it("says 'Symbol also used by a listed token' for a token taking a listed token's symbol", () => {
    renderView(true)
    expect(screen.getByTestId('import-token-card').textContent).toContain(
      'Symbol also used by a listed token',
    )
  })

  it('says nothing of the kind otherwise', () => {
    renderView(false)
    expect(screen.getByTestId('import-token-card').textContent).not.toContain('Symbol also used')
    expect(screen.getByText('Unknown Source')).toBeTruthy()
  })
})
