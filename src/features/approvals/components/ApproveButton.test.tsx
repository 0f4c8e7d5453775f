// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { ApprovalState } from '../model/approval.ts'
import { ApproveButton, type ApproveButtonProps } from './ApproveButton.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

// SwapRouter02 on mainnet: a spender the app names.
const SPENDER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const UNKNOWN_SPENDER = '0x000000000000000000000000000000000000dEaD'
const target = (symbol: string): ApproveButtonProps['target'] => ({
  token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  symbol,
  decimals: 6,
  amount: 100_000_000n,
  spender: SPENDER,
})

function show(state: ApprovalState, symbol = 'USDT', signing = false) {
  const onApprove = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <ApproveButton
        chainId={1}
        state={state}
        signing={signing}
        target={target(symbol)}
        onApprove={onApprove}
      />
    </I18nProvider>,
  )
  return { button: screen.getByTestId<HTMLButtonElement>('approve-button'), onApprove }
}

describe('approve button', () => {
  it("reads 'Approve {symbol}' and approves on click; the spender and the amount are named under it", () => {
    const { button, onApprove } = show('not-approved')
    expect(button.textContent).toBe('Approve USDT')
    fireEvent.click(button)
    expect(onApprove).toHaveBeenCalledOnce()
    expect(screen.getByTestId('approve-detail').textContent).toBe(
      'Spender: Uniswap Router. Needed: 100 USDT.',
    )
  })

  it("writes the amount needed as the active locale does (de-DE: '1234,5'); an unknown spender by its address", async () => {
    await inLocale('de-DE', async () => {
      const onApprove = vi.fn()
      render(
        <I18nProvider i18n={i18n}>
          <ApproveButton
            chainId={1}
            state="not-approved"
            signing={false}
            target={{ ...target('USDT'), amount: 1_234_500_000n, spender: UNKNOWN_SPENDER }}
            onApprove={onApprove}
          />
        </I18nProvider>,
      )
      expect(screen.getByTestId('approve-detail').textContent).toBe(
        'Spender: 0x0000…dEaD. Needed: 1234,5 USDT.',
      )
    })
  })

  it("reads 'Approving {symbol}', disabled, while the approval is mined or a permit is signed", () => {
    expect(show('pending').button.textContent).toBe('Approving USDT')
    expect(screen.getByTestId<HTMLButtonElement>('approve-button').disabled).toBe(true)
    cleanup()
    const signing = show('not-approved', 'USDC', true).button
    expect(signing.textContent).toBe('Approving USDC')
    expect(signing.disabled).toBe(true)
  })

  it("reads 'You can now trade {symbol}' once approved, without the detail", () => {
    const { button } = show('approved')
    expect(button.textContent).toBe('You can now trade USDT')
    expect(button.disabled).toBe(true)
    expect(screen.queryByTestId('approve-detail')).toBeNull()
  })

  it('shortens a symbol over 20 characters and keeps the whole label in the title', () => {
    const { button } = show('not-approved', 'AVERYLONGTOKENSYMBOL123')
    expect(button.textContent).toBe('Approve AVER...OL123')
    expect(button.title).toBe('Approve AVER...OL123')
  })
})
