// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { RangeSelector, type RangeSelectorProps } from './RangeSelector.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: Partial<Omit<RangeSelectorProps, 'events'>> = {}) {
  const events = { onTypeBound: vi.fn(), onStep: vi.fn(), onFullRange: vi.fn(), onToggleRate: vi.fn() }
  const all: RangeSelectorProps = {
    bounds: { min: '1,500', max: '2,500' },
    symbols: { base: 'WETH', quote: 'DAI' },
    range: 'valid',
    outOfRange: false,
    mode: 'edit',
    events,
    ...props,
  }
  const view = render(
    <I18nProvider i18n={i18n}>
      <RangeSelector {...all} />
    </I18nProvider>,
  )
  const rerender = (next: Partial<RangeSelectorProps>) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <RangeSelector {...all} {...next} />
      </I18nProvider>,
    )
  return { events, rerender }
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId)

describe('price range inputs (spec 2 §4 "Range", §5 "Range")', () => {
  it('shows what the form gives, labelled, in quote per base units', () => {
    show({ bounds: { min: '0', max: '∞' } })
    expect(screen.getByRole('heading').textContent).toBe('Set Price Range')
    expect(screen.getByLabelText<HTMLInputElement>('Min Price').value).toBe('0')
    expect(screen.getByLabelText<HTMLInputElement>('Max Price').value).toBe('∞')
    expect(screen.getByTestId('range-min').textContent).toContain('DAI per WETH')
    expect(screen.getByTestId('range-max').textContent).toContain('DAI per WETH')
  })

  it('keeps the plain form in the inputs whatever the locale (they are parsed back)', async () => {
    await inLocale('de-DE', async () => {
      show({ bounds: { min: '1500.5', max: '2500' } })
      expect(input('range-min-input').value).toBe('1500.5')
      expect(input('range-max-input').value).toBe('2500')
    })
  })

  it('sends each decimal keystroke and refuses anything else', () => {
    const { events } = show()
    fireEvent.change(input('range-min-input'), { target: { value: '1600.5' } })
    expect(events.onTypeBound).toHaveBeenLastCalledWith('min', '1600.5')
    expect(input('range-min-input').value).toBe('1600.5')
    fireEvent.change(input('range-min-input'), { target: { value: '1600.5x' } })
    fireEvent.change(input('range-min-input'), { target: { value: '-1' } })
    expect(events.onTypeBound).toHaveBeenCalledOnce()
    expect(input('range-min-input').value).toBe('1600.5')
    fireEvent.change(input('range-max-input'), { target: { value: '3,1' } })
    expect(events.onTypeBound).toHaveBeenLastCalledWith('max', '3.1')
  })

  it('typing over ∞ is just the typed text', () => {
    const { events } = show({ bounds: { min: '0', max: '∞' } })
    fireEvent.change(input('range-max-input'), { target: { value: '∞5' } })
    expect(events.onTypeBound).toHaveBeenLastCalledWith('max', '5')
    expect(input('range-max-input').value).toBe('5')
  })

  it('commits on blur, then shows the form’s snapped price', () => {
    const { events, rerender } = show()
    const min = input('range-min-input')
    fireEvent.focus(min)
    fireEvent.change(min, { target: { value: '1600' } })
    rerender({ bounds: { min: '1,599.9', max: '2,500' } })
    expect(min.value).toBe('1600')
    fireEvent.blur(min)
    expect(events.onTypeBound.mock.calls).toEqual([
      ['min', '1600'],
      ['min', '1600'],
    ])
    expect(min.value).toBe('1,599.9')
    // A blur without typing sends nothing: the ∞ or 0 shown never becomes typed text.
    fireEvent.blur(input('range-max-input'))
    expect(events.onTypeBound).toHaveBeenCalledTimes(2)
  })

  it('steps each end with − and +', () => {
    const { events } = show()
    fireEvent.click(screen.getByRole('button', { name: 'Decrease min price' }))
    fireEvent.click(screen.getByRole('button', { name: 'Increase min price' }))
    fireEvent.click(screen.getByRole('button', { name: 'Decrease max price' }))
    fireEvent.click(screen.getByTestId('range-max-increase'))
    expect(events.onStep.mock.calls).toEqual([
      ['min', -1],
      ['min', 1],
      ['max', -1],
      ['max', 1],
    ])
  })

  it('Full Range asks the caller (the efficiency warning comes first); the other symbol turns the rate', () => {
    const { events } = show()
    fireEvent.click(screen.getByTestId('full-range'))
    expect(events.onFullRange).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'WETH' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'WETH' }))
    expect(events.onToggleRate).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'DAI' }))
    expect(events.onToggleRate).toHaveBeenCalledOnce()
  })

  it('warns of an invalid range and of a range the price is outside of', () => {
    show()
    expect(screen.queryByTestId('range-invalid')).toBeNull()
    expect(screen.queryByTestId('range-out-of-range')).toBeNull()
    cleanup()
    show({ range: 'invalid' })
    expect(screen.getByTestId('range-invalid').textContent).toBe(
      'Invalid range selected. The min price must be lower than the max price.',
    )
    cleanup()
    show({ outOfRange: true })
    expect(screen.getByTestId('range-out-of-range').textContent).toBe(
      'Your position will not earn fees or be used in trades until the market price moves into your range.',
    )
  })

  it('an increase shows the position’s range read-only, still in either units', () => {
    const { events } = show({ mode: 'read-only' })
    expect(screen.getByRole('heading').textContent).toBe('Selected Range')
    expect(input('range-min-input').readOnly).toBe(true)
    expect(input('range-max-input').readOnly).toBe(true)
    for (const id of ['range-min-decrease', 'range-min-increase', 'range-max-decrease', 'range-max-increase'])
      expect(screen.getByTestId<HTMLButtonElement>(id).disabled).toBe(true)
    expect(screen.queryByTestId('full-range')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'DAI' }))
    expect(events.onToggleRate).toHaveBeenCalledOnce()
  })

  it('is disabled until a pair and a tier are chosen', () => {
    show({ mode: 'disabled', bounds: { min: '', max: '' } })
    expect(input('range-min-input').disabled).toBe(true)
    expect(screen.getByTestId<HTMLButtonElement>('full-range').disabled).toBe(true)
    expect(screen.getByTestId<HTMLButtonElement>('range-max-increase').disabled).toBe(true)
    expect(screen.getByTestId<HTMLButtonElement>('rate-quote').disabled).toBe(true)
  })
})
