// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Popover } from './Popover.tsx'

afterEach(cleanup)

/** A panel whose control arrives a moment after it opened, as a lazily loaded one's does. */
function LatePanel() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 10)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Popover label="Menu" onClose={() => undefined}>
      {loaded ? <button type="button">First</button> : null}
    </Popover>
  )
}

describe('Popover', () => {
  it('moves focus to its first control, skipping an info button', () => {
    render(
      <Popover label="Settings" onClose={() => undefined}>
        <button type="button" data-info-tooltip>
          ⓘ
        </button>
        <button type="button">Auto</button>
      </Popover>,
    )
    expect(document.activeElement).toBe(screen.getByText('Auto'))
  })

  it('moves focus in when the first control of a lazily loaded panel arrives', async () => {
    render(<LatePanel />)
    expect(screen.queryByText('First')).toBeNull()
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('First')))
  })

  it('leaves focus where the user put it while the panel was loading', async () => {
    render(
      <>
        <input aria-label="elsewhere" />
        <LatePanel />
      </>,
    )
    screen.getByLabelText('elsewhere').focus()
    await screen.findByText('First')
    expect(document.activeElement).toBe(screen.getByLabelText('elsewhere'))
  })

  it('closes on Escape', () => {
    const onClose = vi.fn()
    render(
      <Popover label="Menu" onClose={onClose}>
        <button type="button">First</button>
      </Popover>,
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
