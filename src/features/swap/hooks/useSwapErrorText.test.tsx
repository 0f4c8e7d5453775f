// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AppError, UserRejectedError } from '../../../chain/errors.ts'
import type { SwapRevertKind } from '../model/revertReason.ts'
import { swapErrorKind } from '../model/swapErrors.ts'
import { SwapNotReadyError, SwapSendError } from '../model/swapSendErrors.ts'
import { useSwapErrorText, useSwapFailureText } from './useSwapErrorText.ts'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function textOf() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return renderHook(() => useSwapErrorText(), { wrapper }).result.current
}

const V3_NOTE = 'Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.'

describe('swap error texts', () => {
  it('rejection and gas estimation', () => {
    const text = textOf()
    expect(text(swapErrorKind({ type: 'rejected' }))).toBe('Transaction rejected.')
    expect(text(swapErrorKind({ type: 'estimate-failed' }))).toBe(
      'Unexpected issue with estimating the gas. Please try again.',
    )
    expect(text(swapErrorKind({ type: 'no-call' }))).toBe(
      'Unexpected error. Could not estimate gas for the swap.',
    )
  })

  it.each<[SwapRevertKind, string]>([
    [
      { kind: 'expired' },
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    ],
    [
      { kind: 'insufficient-output-or-excessive-input' },
      'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
    ],
    [
      { kind: 'transfer-from-failed' },
      'The input token cannot be transferred. There may be an issue with the input token.',
    ],
    [
      { kind: 'transfer-failed' },
      'The output token cannot be transferred. There may be an issue with the output token.',
    ],
    [
      { kind: 'invariant' },
      'The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.',
    ],
    [
      { kind: 'v3-price-movement' },
      `This transaction will not succeed due to price movement. Try increasing your slippage tolerance. ${V3_NOTE}`,
    ],
    [
      { kind: 'v3-transfer-failed' },
      `The output token cannot be transferred. There may be an issue with the output token. ${V3_NOTE}`,
    ],
    [
      { kind: 'execution-error' },
      `An error occurred when trying to execute this swap. You may need to increase your slippage tolerance. If that does not work, there may be an incompatibility with the token you are trading. ${V3_NOTE}`,
    ],
    [
      { kind: 'unknown', reason: 'Transaction too old' },
      `Unknown error: "Transaction too old". Try increasing your slippage tolerance. ${V3_NOTE}`,
    ],
    [{ kind: 'unknown', reason: null }, `Unknown error. Try increasing your slippage tolerance. ${V3_NOTE}`],
  ])('revert %o', (revert, expected) => {
    const text = textOf()
    expect(text({ kind: 'revert', revert })).toBe(expected)
    expect(text({ kind: 'swap-failed', revert })).toBe(`Swap failed: ${expected}`)
  })
})

describe('a failed swap as thrown, named for the view', () => {
  it('names a send failure by its kind, a swap that could not be built by its reason, others by their short text', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    )
    const text = renderHook(() => useSwapFailureText(), { wrapper }).result.current
    expect(text(new SwapSendError({ kind: 'rejected' }))).toBe('Transaction rejected.')
    expect(text(new SwapNotReadyError('Missing dependencies'))).toBe('Missing dependencies')
    expect(text(new UserRejectedError())).toBe('Transaction rejected.')
    expect(text(new AppError('No client for chain 5'))).toBe('No client for chain 5')
  })
})
