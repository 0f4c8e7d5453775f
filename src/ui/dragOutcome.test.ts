import { describe, expect, it } from 'vitest'
import {
  DRAG_DISMISS_PX,
  dragOutcome,
  FLICK_DISMISS_PX_PER_MS,
  FLICK_MIN_PX,
  FLICK_WINDOW_MS,
  releaseVelocity,
} from './dragOutcome.ts'

describe('dragOutcome', () => {
  it('dismisses a slow drag from the spec threshold of 300 px down', () => {
    expect(DRAG_DISMISS_PX).toBe(300)
    expect(dragOutcome({ dy: 299, velocityPxPerMs: 0 })).toBe('return')
    expect(dragOutcome({ dy: 300, velocityPxPerMs: 0 })).toBe('dismiss')
    expect(dragOutcome({ dy: 600, velocityPxPerMs: 0 })).toBe('dismiss')
  })

  it('dismisses a fast downward flick short of the threshold', () => {
    expect(dragOutcome({ dy: 80, velocityPxPerMs: FLICK_DISMISS_PX_PER_MS + 0.01 })).toBe('dismiss')
    expect(dragOutcome({ dy: 80, velocityPxPerMs: FLICK_DISMISS_PX_PER_MS })).toBe('return')
  })

  it('springs back from a drag released slowly before the threshold', () => {
    expect(dragOutcome({ dy: 120, velocityPxPerMs: 0 })).toBe('return')
    expect(dragOutcome({ dy: 120, velocityPxPerMs: 0.2 })).toBe('return')
  })

  it('does not dismiss a tap whose finger jittered fast over a few pixels', () => {
    expect(dragOutcome({ dy: FLICK_MIN_PX - 1, velocityPxPerMs: 5 })).toBe('return')
    expect(dragOutcome({ dy: FLICK_MIN_PX, velocityPxPerMs: 5 })).toBe('dismiss')
  })

  it('never dismisses a drag or a flick upwards', () => {
    expect(dragOutcome({ dy: -400, velocityPxPerMs: 0 })).toBe('return')
    expect(dragOutcome({ dy: -80, velocityPxPerMs: -3 })).toBe('return')
    // Up first, then a fast flick down that ends above the start.
    expect(dragOutcome({ dy: -10, velocityPxPerMs: 3 })).toBe('return')
  })
})

describe('releaseVelocity', () => {
  it('is 0 without two samples', () => {
    expect(releaseVelocity([])).toBe(0)
    expect(releaseVelocity([{ y: 100, t: 5 }])).toBe(0)
  })

  it('measures the downward speed over the last stretch', () => {
    // 80 px in three moves over 30 ms, released at once.
    const flick = [
      { y: 100, t: 0 },
      { y: 127, t: 10 },
      { y: 153, t: 20 },
      { y: 180, t: 30 },
      { y: 180, t: 31 },
    ]
    expect(releaseVelocity(flick)).toBeCloseTo(80 / 31)
    expect(dragOutcome({ dy: 80, velocityPxPerMs: releaseVelocity(flick) })).toBe('dismiss')
  })

  it('ignores what happened before the window: a fast start then a hold is not a flick', () => {
    const holdThenRelease = [
      { y: 100, t: 0 },
      { y: 220, t: 20 },
      { y: 220, t: 20 + FLICK_WINDOW_MS + 200 },
    ]
    expect(releaseVelocity(holdThenRelease)).toBe(0)
    expect(dragOutcome({ dy: 120, velocityPxPerMs: releaseVelocity(holdThenRelease) })).toBe('return')
  })

  it('counts a slow drag as slow', () => {
    const samples = Array.from({ length: 13 }, (_, i) => ({ y: 100 + i * 10, t: i * 50 }))
    expect(releaseVelocity(samples)).toBeCloseTo(0.2)
  })

  it('is negative upwards', () => {
    expect(
      releaseVelocity([
        { y: 300, t: 0 },
        { y: 200, t: 20 },
      ]),
    ).toBeLessThan(0)
  })

  it('does not divide by zero on samples with the same timestamp', () => {
    const same = [
      { y: 100, t: 7 },
      { y: 180, t: 7 },
    ]
    expect(releaseVelocity(same)).toBe(80)
  })
})
