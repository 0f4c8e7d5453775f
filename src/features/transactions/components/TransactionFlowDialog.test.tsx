// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FlowStep, ReceiptOutcome } from '../model/flow.ts'
import { TransactionFlowDialog } from './TransactionFlowDialog.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const HASH = `0x${'ab'.repeat(32)}`

function show(step: FlowStep, receipt: ReceiptOutcome | null = null) {
  const onDismiss = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <TransactionFlowDialog
        chainId={1}
        step={step}
        receipt={receipt}
        onDismiss={onDismiss}
        content={{
          title: 'Confirm Thing',
          review: <p>the review</p>,
          pendingText: 'Doing the thing',
          afterSubmit: <p>after submit</p>,
          errorText: (error) => `named: ${String(error)}`,
        }}
      />
    </I18nProvider>,
  )
  return onDismiss
}

const title = () => screen.getByRole('heading', { hidden: true }).textContent

describe('transaction flow dialog', () => {
  it("shows the feature's review under its title", () => {
    show({ kind: 'review' })
    expect(title()).toBe('Confirm Thing')
    expect(screen.getByText('the review')).toBeTruthy()
  })

  it('waits for the wallet with what is being done', () => {
    show({ kind: 'waiting' })
    expect(title()).toBe('Waiting For Confirmation')
    expect(screen.getByText('Doing the thing')).toBeTruthy()
  })

  it('shows the submitted transaction, then the receipt: pending, success', () => {
    show({ kind: 'submitted', hash: HASH }, 'pending')
    expect(title()).toBe('Transaction Submitted')
    expect(screen.getByTestId('flow-receipt').textContent).toBe('Waiting for the transaction to be mined')
    expect(screen.getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
    expect(screen.getByText('after submit')).toBeTruthy()
    cleanup()
    const onDismiss = show({ kind: 'submitted', hash: HASH }, 'success')
    expect(screen.getByTestId('flow-receipt').textContent).toBe('Transaction successful')
    fireEvent.click(screen.getByTestId('confirm-close'))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('says a transaction that failed on chain failed, with its explorer link and Dismiss', () => {
    const onDismiss = show({ kind: 'submitted', hash: HASH }, 'failed')
    expect(title()).toBe('Transaction Failed')
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'The transaction failed on chain. Only its gas was spent.',
    )
    expect(screen.getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
    expect(screen.queryByText('after submit')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss', hidden: true }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it("names the wallet's or node's error through the feature, with Dismiss", () => {
    show({ kind: 'failed', error: 'boom' })
    expect(title()).toBe('Error')
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('named: boom')
  })
})
