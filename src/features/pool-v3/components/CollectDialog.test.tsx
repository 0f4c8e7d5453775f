// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { FlowStep } from '../../transactions/index.ts'
import { CollectDialog } from './CollectDialog.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const FEES = [
  { value: '12.3457', symbol: 'DAI' },
  { value: '0.004', symbol: 'ETH' },
] as const

function show(step: FlowStep = { kind: 'review' }) {
  const handlers = { onConfirm: vi.fn(), onDismiss: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <CollectDialog
        chainId={1}
        fees={FEES}
        step={step}
        receipt={step.kind === 'submitted' ? 'pending' : null}
        errorText={() => 'Transaction rejected.'}
        {...handlers}
      />
    </I18nProvider>,
  )
  return handlers
}

describe('collect confirmation', () => {
  it('shows both owed amounts with their symbols; Collect confirms', () => {
    const { onConfirm } = show()
    expect(screen.getByRole('dialog', { name: 'Collect fees' })).toBeTruthy()
    expect(screen.getByTestId('collect-review-0').textContent).toBe('12.3457')
    expect(screen.getByTestId('collect-review-1').textContent).toBe('0.004')
    expect(screen.getByText('DAI')).toBeTruthy()
    expect(screen.getByText('ETH')).toBeTruthy()
    fireEvent.click(screen.getByTestId('collect-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('says what the wallet is asked while waiting, and the failure as the spec words it', () => {
    show({ kind: 'waiting' })
    expect(screen.getByTestId('confirm-pending').textContent).toContain(
      'Collecting 12.3457 DAI and 0.004 ETH',
    )
    cleanup()
    show({ kind: 'failed', error: new Error('x') })
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected.')
  })

  it("writes the amounts the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show()
      expect(screen.getByTestId('collect-review-0').textContent).toBe('12,3457')
      expect(screen.getByTestId('collect-review-1').textContent).toBe('0,004')
      cleanup()
      show({ kind: 'waiting' })
      expect(screen.getByTestId('confirm-pending').textContent).toContain(
        'Collecting 12,3457 DAI and 0,004 ETH',
      )
    })
  })
})
