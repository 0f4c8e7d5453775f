// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { FeeTierPicker, type FeeTierPickerProps } from './FeeTierPicker.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: Partial<FeeTierPickerProps> = {}) {
  const handlers = { onOpenChange: vi.fn(), onChoose: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <FeeTierPicker
        selected={null}
        shares={undefined}
        open={false}
        disabled={false}
        {...handlers}
        {...props}
      />
    </I18nProvider>,
  )
  return handlers
}

const text = (testId: string) => screen.getByTestId(testId).textContent

describe('fee tier picker (spec 2 §3, §4)', () => {
  it('shows the three tiers with their labels and shares, the selected one pressed', () => {
    const { onChoose } = show({
      selected: 3000,
      open: true,
      shares: { 500: 0.294, 3000: 0.702, 10000: 0.004 },
    })
    expect(text('fee-tier-selected')).toBe('0.3% fee tier')
    expect(text('fee-tier-picker')).toContain('70% select')
    expect(text('fee-tier-500')).toBe('0.05%Best for stable pairs29% select')
    expect(text('fee-tier-3000')).toBe('0.3%Best for most pairs70% select')
    expect(text('fee-tier-10000')).toBe('1%Best for exotic pairs<1% select')
    expect(screen.getByTestId('fee-tier-3000').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('fee-tier-500').getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(screen.getByTestId('fee-tier-10000'))
    expect(onChoose).toHaveBeenCalledWith(10000)
  })

  it("writes the tiers the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show({ selected: 3000, open: true })
      expect(text('fee-tier-selected')).toBe('0,3\u00a0% fee tier')
      expect(text('fee-tier-500')).toBe('0,05\u00a0%Best for stable pairs')
      expect(text('fee-tier-10000')).toBe('1\u00a0%Best for exotic pairs')
    })
  })

  it('says Not created for a tier whose pool holds nothing, and no share while loading', () => {
    show({ open: true, shares: { 500: 0, 3000: 1, 10000: 0 } })
    expect(text('fee-tier-share-500')).toBe('Not created')
    expect(text('fee-tier-share-3000')).toBe('100% select')
    cleanup()
    show({ open: true, shares: null })
    expect(text('fee-tier-share-3000')).toBe('Not created')
    cleanup()
    show({ open: true, shares: undefined })
    expect(screen.queryByTestId('fee-tier-share-3000')).toBeNull()
    expect(text('fee-tier-3000')).toBe('0.3%Best for most pairs')
  })

  it('without a tier asks for one; Edit shows the options and Hide hides them', () => {
    const { onOpenChange } = show()
    expect(text('fee-tier-picker')).toContain('Fee tier')
    expect(text('fee-tier-picker')).toContain('The % you will earn in fees.')
    expect(screen.queryByTestId('fee-tier-500')).toBeNull()
    const edit = screen.getByRole('button', { name: 'Edit' })
    expect(edit.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(edit)
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
    cleanup()
    const second = show({ open: true })
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }))
    expect(second.onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('is disabled until a pair is chosen', () => {
    const { onChoose, onOpenChange } = show({ open: true, disabled: true })
    const edit = screen.getByTestId<HTMLButtonElement>('fee-tier-toggle')
    const option = screen.getByTestId<HTMLButtonElement>('fee-tier-500')
    expect(edit.disabled).toBe(true)
    expect(option.disabled).toBe(true)
    fireEvent.click(option)
    fireEvent.click(edit)
    expect(onChoose).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
