import { type PointerEvent, type RefObject, useRef } from 'react'
import { type DragSample, dragOutcome, FLICK_WINDOW_MS, releaseVelocity } from './dragOutcome.ts'

/** Below 720 px dialogs are bottom sheets; Modal.module.css holds the same query for the layout. */
const SHEET_QUERY = '(max-width: 719.98px)'

/** Set on the sheet while the pointer holds it: its transform then follows the pointer with no transition. */
const DRAGGING_ATTRIBUTE = 'data-dragging'

/**
 * Pressing a control inside the grip never starts a drag: the pointer capture would retarget its click to the
 * grip, and the close button would stop closing.
 */
const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [tabindex]'

type Drag = { pointerId: number; startY: number; samples: DragSample[] }

type Handler = (event: PointerEvent<HTMLElement>) => void

/** The native timestamp: React's own falls back to Date.now(), another clock, when the native one is 0. */
const sampleOf = (event: PointerEvent<HTMLElement>): DragSample => ({
  y: event.clientY,
  t: event.nativeEvent.timeStamp,
})

export type SheetDragHandlers = {
  onPointerDown: Handler
  onPointerMove: Handler
  onPointerUp: Handler
  onPointerCancel: Handler
}

/**
 * Drag-to-dismiss for a bottom sheet: spread the handlers on its grips (the handle, the header) only, never on
 * scrolling content, so that scrolling a list cannot close the sheet. The sheet follows the pointer down; on
 * release it is dismissed (dragOutcome) or springs back through its CSS transition. Inert while SHEET_QUERY
 * does not match (the centred card of wider screens).
 */
export function useSheetDrag(
  sheetRef: RefObject<HTMLElement | null>,
  onDismiss: () => void,
): SheetDragHandlers {
  const drag = useRef<Drag | null>(null)

  const place = (dy: number | null) => {
    const sheet = sheetRef.current
    if (!sheet) return
    sheet.style.transform = dy === null || dy <= 0 ? '' : `translateY(${dy}px)`
    sheet.toggleAttribute(DRAGGING_ATTRIBUTE, dy !== null)
  }

  const current = (event: PointerEvent<HTMLElement>): Drag | null =>
    drag.current?.pointerId === event.pointerId ? drag.current : null

  const onPointerDown: Handler = (event) => {
    if (event.button !== 0 || !event.isPrimary || !window.matchMedia(SHEET_QUERY).matches) return
    const control = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null
    if (control && event.currentTarget.contains(control)) return
    // Captured, the pointer keeps reaching this grip when it leaves it (a mouse moving faster than the sheet).
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      samples: [sampleOf(event)],
    }
    place(0)
  }

  const onPointerMove: Handler = (event) => {
    const state = current(event)
    if (!state) return
    const sample = sampleOf(event)
    // Only the last stretch decides the release speed: older samples are dropped as the gesture goes on.
    state.samples = [...state.samples.filter((s) => s.t >= sample.t - FLICK_WINDOW_MS), sample]
    place(sample.y - state.startY)
  }

  const onPointerUp: Handler = (event) => {
    const state = current(event)
    if (!state) return
    drag.current = null
    const samples = [...state.samples, sampleOf(event)]
    // Back to no transform either way: if the owner keeps the dialog open after all, it springs back into place.
    place(null)
    const outcome = dragOutcome({
      dy: event.clientY - state.startY,
      velocityPxPerMs: releaseVelocity(samples),
    })
    if (outcome === 'dismiss') onDismiss()
  }

  const onPointerCancel: Handler = (event) => {
    if (!current(event)) return
    drag.current = null
    place(null)
  }

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel }
}
