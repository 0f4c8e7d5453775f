/** Dragging a bottom sheet down this far dismisses it, however slowly (spec 1 §9). */
export const DRAG_DISMISS_PX = 300
/**
 * A release moving down faster than this also dismisses: a flick covers ~80 px in well under 100 ms (> 0.8 px/ms),
 * while a finger that is placing the sheet slows to a stop before it lets go.
 */
export const FLICK_DISMISS_PX_PER_MS = 0.5
/** The release speed is measured over this last stretch of the gesture, so an earlier fast start does not count. */
export const FLICK_WINDOW_MS = 100
/** A flick must travel this far, so that a tap with a quick jitter of the finger never closes the sheet. */
export const FLICK_MIN_PX = 32

/** One position of the pointer: `y` in CSS pixels, `t` in milliseconds (an event's timeStamp). */
export type DragSample = { y: number; t: number }

export type DragRelease = {
  /** How far the pointer moved down since the drag started (negative: up). */
  dy: number
  /** Downward speed at release, in px/ms (see releaseVelocity). */
  velocityPxPerMs: number
}

export type DragOutcome = 'dismiss' | 'return'

export function dragOutcome({ dy, velocityPxPerMs }: DragRelease): DragOutcome {
  if (dy >= DRAG_DISMISS_PX) return 'dismiss'
  if (dy >= FLICK_MIN_PX && velocityPxPerMs > FLICK_DISMISS_PX_PER_MS) return 'dismiss'
  return 'return'
}

/**
 * The downward speed over the samples of the last FLICK_WINDOW_MS before the last one (the release). A pointer
 * that stood still before letting go leaves a single sample in the window: speed 0. Two samples with the same
 * timestamp (coarse clocks) count as 1 ms apart rather than dividing by zero.
 */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1)
  if (!last) return 0
  const first = samples.find((sample) => sample.t >= last.t - FLICK_WINDOW_MS)
  if (!first || first === last) return 0
  return (last.y - first.y) / Math.max(last.t - first.t, 1)
}
