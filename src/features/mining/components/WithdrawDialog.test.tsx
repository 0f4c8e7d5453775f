// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { FlowStep } from '../../transactions/index.ts'
import { WithdrawDialog } from './WithdrawDialog.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(step: FlowStep = { kind: 'review' }) {
  const handlers = { onConfirm: vi.fn(), onDismiss: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <WithdrawDialog
        chainId={1}
        review={{ pair: 'WETH-DAI', staked: '1.5', earned: '12.34' }}
        step={step}
        receipt={null}
        errorText={() => 'Transaction rejected.'}
        {...handlers}
      />
    </I18nProvider>,
  )
  return handlers
}

describe('withdraw confirmation', () => {
  it('shows the LP and the UNI that come back; Withdraw & Claim confirms', () => {
    const { onConfirm } = show()
    expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeTruthy()
    expect(screen.getByTestId('mining-withdraw-lp').textContent).toBe('1.5 UNI-V2 WETH-DAI')
    expect(screen.getByTestId('mining-withdraw-uni').textContent).toBe('12.34')
    fireEvent.click(screen.getByTestId('mining-withdraw-confirm'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })
  it('says what the wallet is asked while waiting', () => {
    show({ kind: 'waiting' })
    expect(screen.getByText('Withdrawing 1.5 UNI-V2 and claiming 12.34 UNI')).toBeTruthy()
  })
  it("writes the amounts in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show()
      expect(screen.getByTestId('mining-withdraw-lp').textContent).toBe('1,5 UNI-V2 WETH-DAI')
      expect(screen.getByTestId('mining-withdraw-uni').textContent).toBe('12,34')
      cleanup()
      show({ kind: 'waiting' })
      expect(screen.getByText('Withdrawing 1,5 UNI-V2 and claiming 12,34 UNI')).toBeTruthy()
    })
  })
})
