// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal, shouldDismissDrag } from './Modal.tsx'

afterEach(cleanup)

function renderModal() {
  const onClose = vi.fn()
  render(
    <Modal title="Connect to a wallet" closeLabel="Close" onClose={onClose}>
      <button type="button">Inside</button>
    </Modal>,
  )
  return { onClose, dialog: screen.getByRole('dialog', { hidden: true }) }
}

describe('Modal', () => {
  it('is named by its title', () => {
    const { dialog } = renderModal()
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    expect(screen.getByText('Connect to a wallet').id).toBe(dialog.getAttribute('aria-labelledby'))
  })

  it('closes on Escape', () => {
    const { onClose, dialog } = renderModal()
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(dialog, { key: 'Enter' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on Escape when the focus fell out of it (its focused control replaced by the next view)', () => {
    const { onClose } = renderModal()
    screen.getByText('Inside').remove()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes only the topmost of two open modals on Escape, and nothing under it sees the key', () => {
    const under = vi.fn()
    const top = vi.fn()
    const page = vi.fn()
    document.addEventListener('keydown', page)
    render(
      <>
        <Modal title="Under" closeLabel="Close" onClose={under}>
          <button type="button">A</button>
        </Modal>
        <Modal title="Top" closeLabel="Close" onClose={top}>
          <button type="button">B</button>
        </Modal>
      </>,
    )
    fireEvent.keyDown(screen.getByText('A'), { key: 'Escape' })
    document.removeEventListener('keydown', page)
    expect(top).toHaveBeenCalledTimes(1)
    expect(under).not.toHaveBeenCalled()
    expect(page).not.toHaveBeenCalled()
  })

  it('closes with its close button', () => {
    const { onClose } = renderModal()
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on a backdrop click but not on a click inside', () => {
    const { onClose, dialog } = renderModal()
    fireEvent.click(screen.getByText('Inside'))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('drag to dismiss', () => {
  it('dismisses from 300 px down', () => {
    expect(shouldDismissDrag(299)).toBe(false)
    expect(shouldDismissDrag(300)).toBe(true)
    expect(shouldDismissDrag(-400)).toBe(false)
  })
})

describe('focus', () => {
  it('goes back to the opener when the modal closes', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { unmount } = render(
      <Modal title="T" closeLabel="Close" onClose={() => undefined}>
        <button type="button">Inside</button>
      </Modal>,
    )
    screen.getByText('Inside').focus()
    unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
