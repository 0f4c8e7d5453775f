// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CollectFeesButton, type CollectFeesButtonProps } from './CollectFeesButton.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: Partial<CollectFeesButtonProps> = {}) {
  const onCollect = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <CollectFeesButton state="idle" hasFees asWeth={null} onCollect={onCollect} {...props} />
    </I18nProvider>,
  )
  return { onCollect, button: screen.getByTestId<HTMLButtonElement>('collect-fees') }
}

describe('Collect fees button (spec 2 §4)', () => {
  it("reads 'Collect fees' when idle and opens the review", () => {
    const { button, onCollect } = show()
    expect(button.textContent).toBe('Collect fees')
    fireEvent.click(button)
    expect(onCollect).toHaveBeenCalledOnce()
  })

  it("reads 'Collecting', then 'Collected', and cannot be pressed meanwhile", () => {
    const collecting = show({ state: 'collecting' })
    expect(collecting.button.textContent).toBe('Collecting')
    expect(collecting.button.disabled).toBe(true)
    cleanup()
    const collected = show({ state: 'collected' })
    expect(collected.button.textContent).toBe('Collected')
    expect(collected.button.disabled).toBe(true)
  })

  it('cannot be pressed with nothing to collect', () => {
    expect(show({ hasFees: false }).button.disabled).toBe(true)
  })

  it('shows the Collect-as-WETH switch only when offered', () => {
    show()
    expect(screen.queryByRole('switch', { name: 'Collect as WETH' })).toBeNull()
    cleanup()
    const onToggle = vi.fn()
    show({ asWeth: { on: false, onToggle } })
    const toggle = screen.getByRole('switch', { name: 'Collect as WETH' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    expect(onToggle).toHaveBeenCalledOnce()
  })
})
