// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RecipientResolution } from '../hooks/useRecipient.ts'
import type { RecipientProblem } from '../model/recipient.ts'
import { RecipientField } from './RecipientField.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NONE: RecipientResolution = { address: null, loading: false, error: false }

function Field({
  initial = null,
  resolution = NONE,
  problem = null,
}: {
  initial?: string | null
  resolution?: RecipientResolution
  problem?: RecipientProblem | null
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <I18nProvider i18n={i18n}>
      <RecipientField value={value} onChange={setValue} resolution={resolution} problem={problem} />
    </I18nProvider>
  )
}

const input = () => screen.queryByRole<HTMLInputElement>('textbox', { name: 'Recipient' })

describe('recipient field', () => {
  it("opens with '+ Add a send (optional)' and closes with '- Remove send'", () => {
    render(<Field />)
    expect(input()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '+ Add a send (optional)' }))
    expect(input()?.value).toBe('')
    expect(input()?.placeholder).toBe('Wallet Address or ENS name')
    fireEvent.change(input() as HTMLInputElement, { target: { value: 'alice.eth' } })
    expect(input()?.value).toBe('alice.eth')
    fireEvent.click(screen.getByRole('button', { name: '- Remove send' }))
    expect(input()).toBeNull()
    expect(screen.getByRole('button', { name: '+ Add a send (optional)' })).toBeTruthy()
  })

  it('shows the address an ENS name resolves to', () => {
    render(<Field initial="alice.eth" resolution={{ address: ALICE, loading: false, error: false }} />)
    expect(screen.getByTestId('recipient-resolved').textContent).toBe(ALICE)
  })

  it('does not repeat a typed address', () => {
    render(<Field initial={ALICE} resolution={{ address: ALICE, loading: false, error: false }} />)
    expect(screen.queryByTestId('recipient-resolved')).toBeNull()
  })

  it('marks an error', () => {
    render(
      <Field
        initial="nobody.eth"
        resolution={{ address: null, loading: false, error: true }}
        problem="not-found"
      />,
    )
    expect(input()?.getAttribute('aria-invalid')).toBe('true')
    expect(input()?.closest('[data-error]')?.getAttribute('data-error')).toBe('true')
    cleanup()
    render(<Field initial="alice.eth" resolution={{ address: null, loading: true, error: false }} />)
    expect(input()?.getAttribute('aria-invalid')).toBe('false')
    expect(screen.queryByTestId('recipient-problem')).toBeNull()
  })

  for (const [problem, text] of [
    ['malformed', 'Not an address or ENS name'],
    ['not-found', 'No address found for this name'],
    ['contract', 'This is a token, pool or router contract: tokens sent to it would be lost'],
  ] as const) {
    it(`names the problem (${problem}) under the field, never as the button's 'Invalid recipient'`, () => {
      render(
        <Field initial="x" resolution={{ address: null, loading: false, error: true }} problem={problem} />,
      )
      const hint = screen.getByTestId('recipient-problem')
      expect(hint.textContent).toBe(text)
      expect(input()?.getAttribute('aria-describedby')).toBe(hint.id)
      expect(document.body.textContent).not.toContain('Invalid recipient')
    })
  }

  it('shows a recipient from the URL in the field, removable', () => {
    render(<Field initial={ALICE} />)
    expect(input()?.value).toBe(ALICE)
    fireEvent.click(screen.getByRole('button', { name: '- Remove send' }))
    expect(input()).toBeNull()
  })
})
