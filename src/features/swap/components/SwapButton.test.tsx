// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../../../chain/errors.ts'
import { useModalStore } from '../../../ui/index.ts'
import { type SwapFailureShown, SwapNotReadyError, SwapSendError } from '../model/swapSendErrors.ts'
import { SwapButton, type SwapButtonState } from './SwapButton.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => useModalStore.setState({ openModal: null }))
afterEach(cleanup)

function show(state: SwapButtonState, failure: SwapFailureShown | null = null) {
  render(
    <I18nProvider i18n={i18n}>
      <SwapButton state={state} failure={failure} chainId={1} />
    </I18nProvider>,
  )
  return screen.getAllByRole('button')[0] as HTMLButtonElement
}

describe('swap button messages', () => {
  it("'Connect Wallet' opens the wallet modal", () => {
    const button = show({ kind: 'error', error: { kind: 'connect-wallet' } })
    expect(button.textContent).toBe('Connect Wallet')
    fireEvent.click(button)
    expect(useModalStore.getState().openModal).toBe('wallet')
  })

  it.each([
    [{ kind: 'enter-amount' } as const, 'Enter an amount'],
    [{ kind: 'select-token' } as const, 'Select a token'],
    [{ kind: 'insufficient-balance', symbol: 'DAI' } as const, 'Insufficient DAI balance'],
    [{ kind: 'enter-amount', symbol: 'WETH' } as const, 'Enter WETH amount'],
    [{ kind: 'unsupported-chain' } as const, 'Unsupported chain ID'],
  ])('%o reads %s and is disabled', (error, text) => {
    const button = show({ kind: 'error', error })
    expect(button.textContent).toBe(text)
    expect(button.disabled).toBe(true)
  })

  it("a valid swap form reads 'Swap' and stays disabled until routing exists", () => {
    const button = show({ kind: 'swap' })
    expect(button.textContent).toBe('Swap')
    expect(button.disabled).toBe(true)
  })

  it("reads 'Wrap' / 'Unwrap', sends on click and is disabled while pending", () => {
    const onClick = vi.fn()
    fireEvent.click(show({ kind: 'wrap', wrapType: 'wrap', pending: false, onClick }))
    expect(onClick).toHaveBeenCalledOnce()
    cleanup()
    const pending = show({ kind: 'wrap', wrapType: 'unwrap', pending: true, onClick })
    expect(pending.textContent).toBe('Unwrap')
    expect(pending.disabled).toBe(true)
  })

  it('names a failure as it was thrown, in an alert', async () => {
    const wrap: SwapButtonState = { kind: 'wrap', wrapType: 'wrap', pending: false, onClick: () => {} }
    show(wrap, { error: new UserRejectedError() })
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction rejected.')
    cleanup()
    show(wrap, { error: new SwapSendError({ kind: 'revert', revert: { kind: 'expired' } }) })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    )
    cleanup()
    show(wrap, { error: new SwapNotReadyError('Missing dependencies') })
    expect((await screen.findByRole('alert')).textContent).toBe('Missing dependencies')
  })

  it('approve then swap: the two steps above the two buttons, the current one marked', () => {
    const onApprove = vi.fn()
    const approveFlow = (approval: 'not-approved' | 'approved'): SwapButtonState => ({
      kind: 'approve-flow',
      approval,
      signing: false,
      target: {
        token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        symbol: 'USDT',
        decimals: 6,
        amount: 100_000_000n,
        spender: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
      },
      onApprove,
      swap: { label: 'swap', disabled: approval !== 'approved', onClick: () => {} },
    })
    const steps = () => screen.getAllByTestId('approval-step')
    show(approveFlow('not-approved'))
    expect(steps().map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['1Approve USDT', 'step'],
      ['2Swap', null],
    ])
    fireEvent.click(screen.getByTestId('approve-button'))
    expect(onApprove).toHaveBeenCalledOnce()
    expect(screen.getByTestId<HTMLButtonElement>('swap-button').disabled).toBe(true)
    cleanup()
    show(approveFlow('approved'))
    expect(steps().map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['✓Approve USDT(done)', null],
      ['2Swap', 'step'],
    ])
    expect(screen.getByTestId('approve-button').textContent).toBe('You can now trade USDT')
    expect(screen.getByTestId<HTMLButtonElement>('swap-button').disabled).toBe(false)
  })
})

describe('swap button when the network cannot vouch for the quote', () => {
  it("reads 'Network unreachable' or 'Waiting for the network', disabled", () => {
    const unreachable = show({ kind: 'network', unreachable: true })
    expect(unreachable.textContent).toBe('Network unreachable')
    expect(unreachable.disabled).toBe(true)
    cleanup()
    const stale = show({ kind: 'network', unreachable: false })
    expect(stale.textContent).toBe('Waiting for the network')
    expect(stale.disabled).toBe(true)
  })
})
