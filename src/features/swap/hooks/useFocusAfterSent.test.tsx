// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Modal } from '../../../ui/index.ts'
import { useFocusAfterSent } from './useFocusAfterSent.ts'

afterEach(cleanup)

/** A swap form in small: the amount, a Swap button opening a dialog, and Close sending (as after a swap). */
function Form() {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(0)
  const slot = useRef<HTMLDivElement>(null)
  useFocusAfterSent(sent, slot)
  return (
    <>
      <div ref={slot}>
        <input type="text" aria-label="From amount" />
      </div>
      <button type="button" onClick={() => setOpen(true)}>
        Swap
      </button>
      {open ? (
        <Modal title="Transaction Submitted" closeLabel="Close" onClose={() => setOpen(false)}>
          <button
            type="button"
            onClick={() => {
              setSent((count) => count + 1)
              setOpen(false)
            }}
          >
            Done
          </button>
        </Modal>
      ) : null}
    </>
  )
}

describe('focus after a swap or wrap is sent', () => {
  it('goes to the input amount once the dialog closes, not back to the Swap button', () => {
    render(<Form />)
    const swap = screen.getByRole('button', { name: 'Swap' })
    swap.focus()
    fireEvent.click(swap)
    fireEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'From amount' }))
  })

  it('leaves the focus alone while nothing was sent (a dialog dismissed gives it back to its opener)', () => {
    render(<Form />)
    const swap = screen.getByRole('button', { name: 'Swap' })
    swap.focus()
    fireEvent.click(swap)
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }))
    expect(document.activeElement).toBe(swap)
  })
})
