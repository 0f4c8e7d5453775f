// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { FlowStep } from '../../transactions/index.ts'
import { RemoveDialog, type RemoveReview } from './RemoveDialog.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const REVIEW: RemoveReview = {
  pooled: [
    { value: '1000', symbol: 'DAI' },
    { value: '0.5', symbol: 'ETH' },
  ],
  fees: [
    { value: '12.3457', symbol: 'DAI' },
    { value: '0.004', symbol: 'ETH' },
  ],
  total: [
    { value: '1012.35', symbol: 'DAI' },
    { value: '0.504', symbol: 'ETH' },
  ],
  burn: false,
}

function show(step: FlowStep = { kind: 'review' }, review = REVIEW) {
  const handlers = { onConfirm: vi.fn(), onDismiss: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <RemoveDialog
        chainId={1}
        review={review}
        step={step}
        receipt={null}
        errorText={() => 'Transaction rejected.'}
        {...handlers}
      />
    </I18nProvider>,
  )
  return handlers
}

describe('remove confirmation', () => {
  it('shows the pooled amounts and the fees that come out; Remove confirms', () => {
    const { onConfirm } = show()
    expect(screen.getByRole('dialog', { name: 'Remove Liquidity' })).toBeTruthy()
    expect(screen.getByText('Pooled DAI:')).toBeTruthy()
    expect(screen.getByTestId('remove-pooled-1').textContent).toBe('0.5')
    expect(screen.getByText('ETH Fees Earned:')).toBeTruthy()
    expect(screen.getByTestId('remove-fees-0').textContent).toBe('12.3457')
    expect(screen.queryByTestId('remove-review-burn')).toBeNull()
    fireEvent.click(screen.getByTestId('remove-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('says when the NFT will be burned', () => {
    show({ kind: 'review' }, { ...REVIEW, burn: true })
    expect(screen.getByTestId('remove-review-burn').textContent).toBe('The position NFT will be burned.')
  })

  it('says what is removed while the wallet is asked', () => {
    show({ kind: 'waiting' })
    expect(screen.getByTestId('confirm-pending').textContent).toContain('Removing 1012.35 DAI and 0.504 ETH')
  })

  it("writes the amounts the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show()
      expect(screen.getByTestId('remove-pooled-0').textContent).toBe('1000')
      expect(screen.getByTestId('remove-pooled-1').textContent).toBe('0,5')
      expect(screen.getByTestId('remove-fees-0').textContent).toBe('12,3457')
      cleanup()
      show({ kind: 'waiting' })
      expect(screen.getByTestId('confirm-pending').textContent).toContain(
        'Removing 1012,35 DAI and 0,504 ETH',
      )
    })
  })
})
