// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useReducer, useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FULL_RANGE, INITIAL_MINT_FORM, type MintFormState, mintFormReducer } from '../model/mintFormState.ts'
import { FullRangeWarning } from './FullRangeWarning.tsx'
import { RangeSelector } from './RangeSelector.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

/** The add screen's wiring in small: the form's reducer, and the warning between Full Range and the range. */
function AddRangeSection({ onForm }: { onForm: (form: MintFormState) => void }) {
  const [form, dispatch] = useReducer(mintFormReducer, INITIAL_MINT_FORM)
  const [warning, setWarning] = useState(false)
  onForm(form)
  return warning ? (
    <FullRangeWarning
      onConfirm={() => {
        dispatch({ type: 'set-range', range: FULL_RANGE })
        setWarning(false)
      }}
      onCancel={() => setWarning(false)}
    />
  ) : (
    <RangeSelector
      bounds={{ min: '', max: '' }}
      symbols={{ base: 'WETH', quote: 'DAI' }}
      range="incomplete"
      outOfRange={false}
      mode="edit"
      events={{
        onTypeBound: (side, text) => dispatch({ type: 'type-bound', side, text }),
        onStep: () => {},
        onFullRange: () => setWarning(true),
        onToggleRate: () => {},
      }}
    />
  )
}

describe('full range efficiency warning (spec 2 §4 "Full range")', () => {
  it('explains the cost of full range, links to the help article safely, and confirms or cancels', () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    wrap(<FullRangeWarning onConfirm={onConfirm} onCancel={onCancel} />)
    const warning = screen.getByTestId('full-range-warning')
    expect(warning.textContent).toContain('Efficiency Comparison')
    expect(warning.textContent).toContain(
      'Full range positions may earn less fees than concentrated positions. Learn more about full range positions.',
    )
    const link = screen.getByRole('link', { name: 'Learn more about full range positions' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/help\.uniswap\.org\//)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('full-range-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('Full Range → warning → I understand sets both bounds to the limits', () => {
    const seen: MintFormState[] = []
    wrap(<AddRangeSection onForm={(form) => seen.push(form)} />)
    const state = () => seen.at(-1)
    fireEvent.click(screen.getByTestId('full-range'))
    expect(screen.getByTestId('full-range-warning')).toBeTruthy()
    expect(state()?.range).toEqual(INITIAL_MINT_FORM.range)
    fireEvent.click(screen.getByTestId('full-range-cancel'))
    expect(screen.queryByTestId('full-range-warning')).toBeNull()
    fireEvent.click(screen.getByTestId('full-range'))
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }))
    expect(state()?.range).toEqual({ min: { kind: 'limit' }, max: { kind: 'limit' } })
    expect(screen.getByTestId('range-selector')).toBeTruthy()
  })
})
