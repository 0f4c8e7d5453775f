// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useChainStatus } from '../store.ts'
import { BLOCK_STATE_DEBOUNCE_MS, useBlockWatcher } from './useBlockWatcher.ts'

const DISCONNECTED = { status: 'disconnected', chainId: undefined }
const chain = vi.hoisted(() => ({ block: undefined as number | undefined, unreachable: false }))
vi.mock('./useBlockNumber.ts', () => ({ useBlockNumber: () => chain.block }))
vi.mock('./useNodeUnreachable.ts', () => ({ useNodeUnreachable: () => chain.unreachable }))

beforeEach(() => {
  vi.useFakeTimers()
  chain.block = undefined
  chain.unreachable = false
  useChainStatus.setState({ chainId: null, blockNumber: {}, nodeUnreachable: false })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useBlockWatcher', () => {
  it('reads the default chain without a wallet (mainnet in a build without the local chain)', () => {
    renderHook(() => useBlockWatcher(DISCONNECTED))
    expect(useChainStatus.getState().chainId).toBe(1)
  })

  it('updates the block number state 100 ms after the last new block (spec 1 §9), keeping only the latest', () => {
    const { rerender } = renderHook(() => useBlockWatcher(DISCONNECTED))
    chain.block = 100
    rerender()
    act(() => vi.advanceTimersByTime(BLOCK_STATE_DEBOUNCE_MS - 1))
    expect(useChainStatus.getState().blockNumber[1]).toBeUndefined()
    chain.block = 101
    rerender()
    act(() => vi.advanceTimersByTime(BLOCK_STATE_DEBOUNCE_MS - 1))
    expect(useChainStatus.getState().blockNumber[1]).toBeUndefined()
    act(() => vi.advanceTimersByTime(1))
    expect(useChainStatus.getState().blockNumber[1]).toBe(101)
    expect(BLOCK_STATE_DEBOUNCE_MS).toBe(100)
  })

  it('says when the node stops answering, and when it answers again', () => {
    const { rerender } = renderHook(() => useBlockWatcher(DISCONNECTED))
    expect(useChainStatus.getState().nodeUnreachable).toBe(false)
    chain.unreachable = true
    rerender()
    expect(useChainStatus.getState().nodeUnreachable).toBe(true)
    chain.unreachable = false
    rerender()
    expect(useChainStatus.getState().nodeUnreachable).toBe(false)
  })
})
