// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DelegateForm } from './DelegateForm.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const BOB: Address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

function show(input: string, resolved: Address | null) {
  const onDelegate = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <DelegateForm
        mode="other"
        input={input}
        resolved={resolved}
        onInput={() => {}}
        onMode={() => {}}
        onDelegate={onDelegate}
      />
    </I18nProvider>,
  )
  return onDelegate
}

describe('the delegate form', () => {
  it('shows, in full, the address a typed name resolves to, and delegates to that address', () => {
    const onDelegate = show('bob.eth', BOB)
    expect(screen.getByTestId('delegate-resolved').textContent).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    fireEvent.click(screen.getByTestId('delegate-confirm'))
    expect(onDelegate).toHaveBeenCalledWith(BOB)
  })

  it('shows nothing more for a typed address, and nothing while a name does not resolve', () => {
    show(BOB, BOB)
    expect(screen.queryByTestId('delegate-resolved')).toBeNull()
    cleanup()
    show('nobody.eth', null)
    expect(screen.queryByTestId('delegate-resolved')).toBeNull()
    expect((screen.getByTestId('delegate-confirm') as HTMLButtonElement).disabled).toBe(true)
  })
})
