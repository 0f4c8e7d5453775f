import { beforeEach, describe, expect, it } from 'vitest'
import { useChainStatus } from './store.ts'

const initial = useChainStatus.getState()
beforeEach(() => useChainStatus.setState(initial, true))

describe('application state: block numbers', () => {
  it('only move forward, per chain', () => {
    const { updateBlockNumber } = useChainStatus.getState()
    updateBlockNumber(1, 10)
    updateBlockNumber(1, 9)
    updateBlockNumber(10, 3)
    expect(useChainStatus.getState().blockNumber).toEqual({ 1: 10, 10: 3 })
    updateBlockNumber(1, 11)
    expect(useChainStatus.getState().blockNumber[1]).toBe(11)
  })
})
