// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RemoveOptions, type RemoveOptionsProps } from './RemoveOptions.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: RemoveOptionsProps) {
  return render(
    <I18nProvider i18n={i18n}>
      <RemoveOptions {...props} />
    </I18nProvider>,
  )
}

describe('remove options', () => {
  it('shows nothing when neither the WETH switch nor the burn choice is offered', () => {
    const { container } = show({ asWeth: null, burn: null })
    expect(container.textContent).toBe('')
  })

  it('toggles Collect as WETH and the burn of the NFT', () => {
    const asWeth = { on: true, onToggle: vi.fn() }
    const burn = { on: false, onToggle: vi.fn() }
    show({ asWeth, burn })
    const toggle = screen.getByRole('switch', { name: 'Collect as WETH' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    expect(asWeth.onToggle).toHaveBeenCalledOnce()
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Burn the position NFT' })
    expect(checkbox.checked).toBe(false)
    fireEvent.click(checkbox)
    expect(burn.onToggle).toHaveBeenCalledOnce()
  })
})
