// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RemoveBlocker } from '../model/removePercent.ts'
import { RemoveButton } from './RemoveButton.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(blocker: RemoveBlocker | null, onRemove: (() => void) | null = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <RemoveButton blocker={blocker} onRemove={onRemove} />
    </I18nProvider>,
  )
  return screen.getByRole<HTMLButtonElement>('button')
}

describe('remove button (spec 2 §2, §5)', () => {
  it("reads 'Closed' on a closed position and 'Enter a percent' at 0 %, both disabled", () => {
    const closed = show('closed')
    expect([closed.textContent, closed.disabled]).toEqual(['Closed', true])
    cleanup()
    const zero = show('enter-percent')
    expect([zero.textContent, zero.disabled]).toEqual(['Enter a percent', true])
  })

  it("offers 'Connect Wallet' without an account", () => {
    expect(show('connect-wallet').textContent).toBe('Connect Wallet')
  })

  it('opens the review with Remove, and waits while the review has nothing to show', () => {
    const onRemove = vi.fn()
    fireEvent.click(show(null, onRemove))
    expect(onRemove).toHaveBeenCalledOnce()
    cleanup()
    const waiting = show(null, null)
    expect([waiting.textContent, waiting.disabled]).toEqual(['Remove', true])
  })
})
