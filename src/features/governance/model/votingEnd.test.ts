import { describe, expect, it } from 'vitest'
import { estimateBlockTime, votingOpen } from './votingEnd.ts'

describe('voting end estimate', () => {
  it('counts 13 s for each block still to come', () => {
    expect(estimateBlockTime({ endBlock: 110, currentBlock: 100, nowSeconds: 1_000 })).toBe(1_130)
  })

  it('counts back 13 s a block for a vote that ended', () => {
    expect(estimateBlockTime({ endBlock: 90, currentBlock: 100, nowSeconds: 1_000 })).toBe(870)
  })

  it('is open up to and including the end block', () => {
    expect(votingOpen(100, 100)).toBe(true)
    expect(votingOpen(100, 101)).toBe(false)
  })
})
