// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal.tsx'

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

type HappyDomWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }

function setViewportWidth(width: number) {
  ;(window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 740 })
}

/** A pointer gesture on `grip`: pressed at y 100, through `path`, released at its last y after `holdMs`. */
function drag(grip: Element, path: number[], holdMs = 0) {
  const pointer = { pointerId: 7, isPrimary: true, button: 0, pointerType: 'touch' }
  fireEvent.pointerDown(grip, { ...pointer, clientY: 100 })
  for (const y of path) {
    vi.advanceTimersByTime(10)
    fireEvent.pointerMove(grip, { ...pointer, clientY: y })
  }
  vi.advanceTimersByTime(holdMs)
  fireEvent.pointerUp(grip, { ...pointer, clientY: path.at(-1) ?? 100 })
}

describe('bottom sheet drag (below 720 px)', () => {
  beforeEach(() => {
    // Event timestamps come from performance.now(): the gestures' timing is set by the test.
    vi.useFakeTimers({ toFake: ['performance'] })
    setViewportWidth(375)
  })
  afterEach(() => {
    vi.useRealTimers()
    setViewportWidth(1024)
  })

  const handle = () => screen.getByTestId('sheet-handle')

  it('follows the pointer down from the handle', () => {
    const { dialog } = renderModal()
    const pointer = { pointerId: 7, isPrimary: true, button: 0 }
    fireEvent.pointerDown(handle(), { ...pointer, clientY: 100 })
    fireEvent.pointerMove(handle(), { ...pointer, clientY: 160 })
    expect(dialog.style.transform).toBe('translateY(60px)')
    expect(dialog.hasAttribute('data-dragging')).toBe(true)
    fireEvent.pointerMove(handle(), { ...pointer, clientY: 40 })
    expect(dialog.style.transform).toBe('')
  })

  it('dismisses a drag of 300 px, however slow', () => {
    const { onClose } = renderModal()
    drag(handle(), [200, 300, 400], 500)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('springs back from a drag of 120 px that stops before the release', () => {
    const { onClose, dialog } = renderModal()
    drag(handle(), [140, 180, 220], 300)
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.style.transform).toBe('')
    // The transition is back on: the sheet animates into place.
    expect(dialog.hasAttribute('data-dragging')).toBe(false)
  })

  it('dismisses a fast flick of 80 px', () => {
    const { onClose } = renderModal()
    drag(handle(), [127, 153, 180])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('springs back after a cancelled gesture', () => {
    const { onClose, dialog } = renderModal()
    const pointer = { pointerId: 7, isPrimary: true, button: 0 }
    fireEvent.pointerDown(handle(), { ...pointer, clientY: 100 })
    fireEvent.pointerMove(handle(), { ...pointer, clientY: 500 })
    fireEvent.pointerCancel(handle(), { ...pointer, clientY: 500 })
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.style.transform).toBe('')
  })

  it('drags from the header too, but not from its close button', () => {
    const { onClose, dialog } = renderModal()
    drag(screen.getByText('Connect to a wallet'), [200, 300, 420])
    expect(onClose).toHaveBeenCalledTimes(1)
    drag(screen.getByRole('button', { name: 'Close', hidden: true }), [200, 300, 420])
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(dialog.style.transform).toBe('')
  })

  it('never drags from the content, so scrolling a list cannot dismiss', () => {
    const { onClose, dialog } = renderModal()
    const inside = screen.getByText('Inside')
    const pointer = { pointerId: 7, isPrimary: true, button: 0 }
    fireEvent.pointerDown(inside, { ...pointer, clientY: 100 })
    fireEvent.pointerMove(inside, { ...pointer, clientY: 300 })
    expect(dialog.style.transform).toBe('')
    fireEvent.pointerUp(inside, { ...pointer, clientY: 500 })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('ignores a second finger', () => {
    const { onClose } = renderModal()
    fireEvent.pointerDown(handle(), { pointerId: 8, isPrimary: false, button: 0, clientY: 100 })
    fireEvent.pointerUp(handle(), { pointerId: 8, isPrimary: false, button: 0, clientY: 500 })
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('centred card (720 px and wider)', () => {
  it('does not drag', () => {
    setViewportWidth(720)
    const { onClose, dialog } = renderModal()
    const pointer = { pointerId: 7, isPrimary: true, button: 0 }
    fireEvent.pointerDown(screen.getByTestId('sheet-handle'), { ...pointer, clientY: 100 })
    fireEvent.pointerMove(screen.getByTestId('sheet-handle'), { ...pointer, clientY: 500 })
    expect(dialog.style.transform).toBe('')
    fireEvent.pointerUp(screen.getByTestId('sheet-handle'), { ...pointer, clientY: 500 })
    expect(onClose).not.toHaveBeenCalled()
    setViewportWidth(1024)
  })
})

describe('the sheet handle', () => {
  it('is hidden from assistive technology and not focusable', () => {
    renderModal()
    const handle = screen.getByTestId('sheet-handle')
    expect(handle.getAttribute('aria-hidden')).toBe('true')
    expect(handle.tabIndex).toBe(-1)
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
