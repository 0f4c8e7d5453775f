// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PERCENT_PRESETS, PercentPicker } from './PercentPicker.tsx'

afterEach(cleanup)

const LABELS = { group: 'Amount', slider: 'Percent to remove', max: 'Max' }

function show(value = 0) {
  const handlers = { onSlide: vi.fn(), onSelect: vi.fn() }
  render(<PercentPicker value={value} {...handlers} labels={LABELS} />)
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

  it('the presets are 25, 50, 75 and Max (100)', () => {
    expect(PERCENT_PRESETS).toEqual([25, 50, 75, 100])
    show()
    expect(screen.getByRole('region', { name: 'Amount' })).toBeTruthy()
  })

  it('reads the text it is given instead of the value', () => {
    render(<PercentPicker value={0} text="<1" onSlide={vi.fn()} onSelect={vi.fn()} labels={LABELS} />)
    expect(screen.getByTestId('remove-percent').textContent).toBe('<1%')
  })

  it('writes the percentages as the locale does', () => {
    render(
      <PercentPicker
        value={0}
        text="<1"
        onSlide={vi.fn()}
        onSelect={vi.fn()}
        labels={LABELS}
        locale="de-DE"
      />,
    )
    expect(screen.getByTestId('remove-percent').textContent).toBe('<1\u00a0%')
    expect(screen.getByTestId('remove-preset-25').textContent).toBe('25\u00a0%')
    cleanup()
    render(<PercentPicker value={50} onSlide={vi.fn()} onSelect={vi.fn()} labels={LABELS} locale="tr-TR" />)
    expect(screen.getByTestId('remove-percent').textContent).toBe('%50')
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
