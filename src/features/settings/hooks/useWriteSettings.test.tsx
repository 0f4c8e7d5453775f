// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useUserSettings } from '../store.ts'
import { useWriteSettings } from './useWriteSettings.ts'

const reads = vi.hoisted(() => ({ timestamp: undefined as bigint | undefined }))
vi.mock('../../chain-data/index.ts', () => ({ useLatestBlockTimestamp: () => reads.timestamp }))

beforeEach(() => {
  reads.timestamp = undefined
  useUserSettings.getState().setUserSlippageTolerance('auto')
  useUserSettings.getState().setUserDeadline(1200)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('write settings', () => {
  it("gives each form its auto slippage, and the user's value to all", () => {
    const slippage = (form: 'swap' | 'add' | 'migrate' | 'remove') =>
      renderHook(() => useWriteSettings(1, form)).result.current.slippageBps
    expect([slippage('swap'), slippage('add'), slippage('migrate'), slippage('remove')]).toEqual([
      50, 50, 75, 500,
    ])
    useUserSettings.getState().setUserSlippageTolerance(20)
    expect([slippage('swap'), slippage('remove')]).toEqual([20, 20])
  })

  it("layer 1: the user's deadline from now, from the latest block when it is ahead", () => {
    vi.useFakeTimers({ now: 9_000_000 })
    const deadline = renderHook(() => useWriteSettings(1)).result.current.deadline
    expect(deadline?.()).toBe(9_000n + 1200n)
    reads.timestamp = 9_500n
    expect(renderHook(() => useWriteSettings(1)).result.current.deadline?.()).toBe(9_500n + 1200n)
  })

  it('layer 2: none until the latest block is read, then 300 s from it', () => {
    expect(renderHook(() => useWriteSettings(42161)).result.current.deadline).toBeNull()
    reads.timestamp = 5_000n
    expect(renderHook(() => useWriteSettings(42161)).result.current.deadline?.()).toBe(5_300n)
  })
})
