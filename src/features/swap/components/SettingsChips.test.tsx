// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { SettingsChips as Chips } from '../model/settingsChips.ts'
import { SettingsChips } from './SettingsChips.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const show = (chips: Chips) =>
  render(
    <I18nProvider i18n={i18n}>
      <SettingsChips chips={chips} />
    </I18nProvider>,
  )

describe('settings chips', () => {
  it('shows expert mode and a risky slippage, the slippage saying why in its title', () => {
    show({ expertMode: true, slippage: { percent: '3%', risk: 'may-be-frontrun' } })
    expect(screen.getByTestId('expert-mode-chip').textContent).toBe('Expert mode')
    const slippage = screen.getByTestId('slippage-chip')
    expect(slippage.textContent).toBe('Slippage 3%')
    expect(slippage.title).toBe('Your transaction may be frontrun')
    cleanup()
    show({ expertMode: false, slippage: { percent: '0.01%', risk: 'may-fail' } })
    expect(screen.queryByTestId('expert-mode-chip')).toBeNull()
    expect(screen.getByTestId('slippage-chip').title).toBe('Your transaction may fail')
  })

  it("writes the slippage as the active locale does (de-DE: '0,01 %')", async () => {
    await inLocale('de-DE', async () => {
      show({ expertMode: false, slippage: { percent: '0.01%', risk: 'may-fail' } })
      expect(screen.getByTestId('slippage-chip').textContent).toBe('Slippage 0,01\u00a0%')
    })
  })

  it('shows nothing for usual settings', () => {
    const { container } = show({ expertMode: false, slippage: null })
    expect(container.innerHTML).toBe('')
  })
})
