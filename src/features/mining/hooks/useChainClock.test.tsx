// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useChainClock } from './useChainClock.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useChainClock', () => {
  it('is undefined until a block time is known', () => {
    const { result } = renderHook(() => useChainClock(undefined))
    expect(result.current).toBeUndefined()
  })

  it("ticks each second from the latest block's time, and starts again from a new block's", () => {
    const { result, rerender } = renderHook(({ block }) => useChainClock(block), {
      initialProps: { block: 1_000n as bigint | undefined },
    })
    expect(result.current).toBe(1_000n)
    act(() => vi.advanceTimersByTime(3_000))
    expect(result.current).toBe(1_003n)
    rerender({ block: 2_000n })
    expect(result.current).toBe(2_000n)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(2_001n)
    rerender({ block: undefined })
    expect(result.current).toBeUndefined()
  })
})
