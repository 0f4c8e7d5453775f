// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedPercent } from './useDebouncedPercent.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useDebouncedPercent (spec 2 §9: the slider is debounced 100 ms)', () => {
  it('moves the slider at once and settles the percent 100 ms after the last move, reporting it once', () => {
    const onSettle = vi.fn()
    const { result } = renderHook(() => useDebouncedPercent(100, onSettle))
    act(() => result.current.slide(30))
    act(() => vi.advanceTimersByTime(60))
    act(() => result.current.slide(45))
    expect(result.current).toMatchObject({ sliderValue: 45, sliding: true, percent: 0 })
    act(() => vi.advanceTimersByTime(99))
    expect(result.current.percent).toBe(0)
    expect(onSettle).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toMatchObject({ sliderValue: 45, sliding: false, percent: 45 })
    expect(onSettle.mock.calls).toEqual([[45]])
  })

  it('a preset settles at once and drops a pending slide', () => {
    const onSettle = vi.fn()
    const { result } = renderHook(() => useDebouncedPercent(100, onSettle))
    act(() => result.current.slide(10))
    act(() => result.current.select(75))
    expect(result.current).toMatchObject({ sliderValue: 75, sliding: false, percent: 75 })
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.percent).toBe(75)
    expect(onSettle.mock.calls).toEqual([[75]])
  })
})
