// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { FlowStep } from '../../transactions/index.ts'
import type { AddReview } from '../model/addReview.ts'
import { AddDialog } from './AddDialog.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const REVIEW: AddReview = {
  kind: 'mint',
  symbols: { A: 'ETH', B: 'DAI' },
  fee: '0.3%',
  min: '1500.5',
  max: '∞',
  current: '2000.25',
  inRange: true,
  fullRange: false,
  ticks: { lower: -78660, upper: 887220 },
  amounts: {
    A: { symbol: 'ETH', value: '1.5', raw: 1_500_000_000_000_000_000n, decimals: 18 },
    B: { symbol: 'DAI', value: '3000.25', raw: 3_000_250_000_000_000_000_000n, decimals: 18 },
  },
  tokenId: null,
}

function show(step: FlowStep = { kind: 'review' }, review: AddReview = REVIEW) {
  render(
    <I18nProvider i18n={i18n}>
      <AddDialog
        chainId={1}
        review={review}
        step={step}
        receipt={null}
        onConfirm={vi.fn()}
        onDismiss={vi.fn()}
        errorText={() => 'Transaction rejected.'}
      />
    </I18nProvider>,
  )
}

const text = (testId: string) => screen.getByTestId(testId).textContent

describe('add confirmation', () => {
  it('shows the fee, both amounts, the range and the current price', () => {
    show()
    expect(text('add-review-fee')).toBe('0.3%')
    expect(text('add-review-amount-b')).toBe('3000.25')
    expect(text('add-review-min')).toBe('1500.5')
    expect(text('add-review-max')).toBe('∞')
    expect(text('add-review-current')).toBe('Current price: 2000.25 DAI per ETH')
    cleanup()
    show({ kind: 'waiting' })
    expect(text('confirm-pending')).toContain('Supplying 1.5 ETH and 3000.25 DAI')
  })

  it('an increase names the position it adds to; a mint names none', () => {
    show()
    expect(screen.queryByTestId('add-review-position')).toBeNull()
    cleanup()
    show({ kind: 'review' }, { ...REVIEW, kind: 'increase', tokenId: 25n })
    expect(text('add-review-position')).toBe('#25')
  })

  it("writes them the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show()
      expect(text('add-review-fee')).toBe('0,3\u00a0%')
      expect(text('add-review-amount-a')).toBe('1,5')
      expect(text('add-review-amount-b')).toBe('3000,25')
      expect(text('add-review-min')).toBe('1500,5')
      expect(text('add-review-max')).toBe('∞')
      expect(text('add-review-current')).toBe('Current price: 2000,25 DAI per ETH')
      cleanup()
      show({ kind: 'waiting' })
      expect(text('confirm-pending')).toContain('Supplying 1,5 ETH and 3000,25 DAI')
    })
  })
})
