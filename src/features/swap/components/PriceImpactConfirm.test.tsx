// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ImpactLoss } from '../model/impactLoss.ts'
import { PriceImpactConfirm } from './PriceImpactConfirm.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(kind: 'yes-no' | 'typed-confirm', loss: ImpactLoss | null = null) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <PriceImpactConfirm kind={kind} loss={loss} onConfirm={onConfirm} onCancel={onCancel} />
    </I18nProvider>,
  )
  return { onConfirm, onCancel }
}

const accept = () => screen.getByTestId<HTMLButtonElement>('price-impact-accept')
const typed = (value: string) =>
  fireEvent.change(screen.getByTestId('price-impact-confirm-input'), { target: { value } })

describe('price impact prompt at 5% or more', () => {
  it('asks yes or no; Confirm goes on', () => {
    const { onConfirm, onCancel } = show('yes-no')
    expect(screen.getByTestId('price-impact-confirm').textContent).toContain(
      'This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.',
    )
    expect(screen.queryByTestId('price-impact-confirm-input')).toBeNull()
    expect(accept().textContent).toBe('Confirm')
    fireEvent.click(accept())
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('Cancel and the close button stop', () => {
    const { onConfirm, onCancel } = show('yes-no')
    fireEvent.click(screen.getByTestId('price-impact-cancel'))
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})

describe('price impact prompt at 10% or more', () => {
  it('needs the word confirm typed exactly', () => {
    const { onConfirm } = show('typed-confirm')
    expect(screen.getByTestId('price-impact-typed-confirm').textContent).toContain(
      'This swap has a price impact of at least 10%. Please type the word "confirm" to continue with this swap.',
    )
    expect(accept().disabled).toBe(true)
    for (const nearMiss of ['Confirm', 'confirm ', ' confirm', 'confirmed', 'CONFIRM']) {
      typed(nearMiss)
      expect(accept().disabled, nearMiss).toBe(true)
      fireEvent.submit(screen.getByTestId('price-impact-typed-confirm'))
    }
    expect(onConfirm).not.toHaveBeenCalled()
    typed('confirm')
    expect(accept().disabled).toBe(false)
    fireEvent.click(accept())
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('goes on when the typed word is submitted with Enter', () => {
    const { onConfirm } = show('typed-confirm')
    typed('confirm')
    fireEvent.submit(screen.getByTestId('price-impact-typed-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})

describe('what the prompt says will be lost', () => {
  it('names the loss in USD and as a share when the USD values are known', () => {
    show('typed-confirm', { percent: '76.29%', usd: '$1,234.56' })
    expect(screen.getByTestId('price-impact-loss').textContent).toBe(
      "You will lose about $1,234.56 (76.29%) of your trade's value.",
    )
  })

  it('names the share alone without USD values, and nothing without a trade', () => {
    show('yes-no', { percent: '6.00%', usd: null })
    expect(screen.getByTestId('price-impact-loss').textContent).toBe(
      "You will lose about 6.00% of your trade's value.",
    )
    cleanup()
    show('yes-no')
    expect(screen.queryByTestId('price-impact-loss')).toBeNull()
  })
})
