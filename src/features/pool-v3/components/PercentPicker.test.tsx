// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PercentPicker } from './PercentPicker.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(value = 0) {
  const handlers = { onSlide: vi.fn(), onSelect: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <PercentPicker value={value} {...handlers} />
    </I18nProvider>,
  )
  return handlers
}

describe('remove percent picker (spec 2 §2)', () => {
  it('shows the percent, and the 25 / 50 / 75 / Max buttons select it', () => {
    const { onSelect } = show(50)
    expect(screen.getByTestId('remove-percent').textContent).toBe('50%')
    expect(screen.getByRole('button', { name: '50%' }).getAttribute('aria-pressed')).toBe('true')
    for (const [name, percent] of [
      ['25%', 25],
      ['75%', 75],
      ['Max', 100],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }))
      expect(onSelect).toHaveBeenLastCalledWith(percent)
    }
  })

  it('slides from 0 to 100 in whole percents', () => {
    const { onSlide } = show()
    const slider = screen.getByRole('slider', { name: 'Percent to remove' })
    expect(slider.getAttribute('min')).toBe('0')
    expect(slider.getAttribute('max')).toBe('100')
    fireEvent.change(slider, { target: { value: '37' } })
    expect(onSlide).toHaveBeenLastCalledWith(37)
  })
})
