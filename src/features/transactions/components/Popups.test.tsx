// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePopups } from '../popupStore.ts'
import { Popups } from './Popups.tsx'

const initial = usePopups.getState()
const txn = (summary: string) => ({ txn: { hash: `0x${'ab'.repeat(32)}`, success: true, summary } })

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  vi.useFakeTimers()
  usePopups.setState(initial, true)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderPopups() {
  render(
    <I18nProvider i18n={i18n}>
      <Popups />
    </I18nProvider>,
  )
}

describe('Popups', () => {
  it('dismiss themselves after their delay', () => {
    renderPopups()
    act(() => {
      usePopups.getState().addPopup({ content: txn('Swap'), removeAfterMs: 5_000 })
    })
    expect(screen.getAllByTestId('popup')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.getAllByTestId('popup')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryAllByTestId('popup')).toHaveLength(0)
  })

  it('close on their close button', () => {
    renderPopups()
    act(() => {
      usePopups.getState().addPopup({ content: txn('Approve'), removeAfterMs: null })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryAllByTestId('popup')).toHaveLength(0)
  })
})
