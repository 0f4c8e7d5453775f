import { describe, expect, it } from 'vitest'
import { showCollectAsWeth } from './collectAsWeth.ts'

const all = { hasWrappedNativeSide: true, isOptimism: false, ownsPosition: true, fees0: 1n, fees1: 0n }

describe('showCollectAsWeth (spec 2 §2: the four conditions)', () => {
  it('shows when one side is the native coin, not on Optimism, the caller owns it and fees are above 0', () => {
    expect(showCollectAsWeth(all)).toBe(true)
    expect(showCollectAsWeth({ ...all, fees0: 0n, fees1: 3n })).toBe(true)
  })

  it('hidden without a native side', () => {
    expect(showCollectAsWeth({ ...all, hasWrappedNativeSide: false })).toBe(false)
  })

  it('hidden on Optimism and its test network', () => {
    expect(showCollectAsWeth({ ...all, isOptimism: true })).toBe(false)
  })

  it('hidden for someone who does not own the position', () => {
    expect(showCollectAsWeth({ ...all, ownsPosition: false })).toBe(false)
  })

  it('hidden when no fees are owed', () => {
    expect(showCollectAsWeth({ ...all, fees0: 0n, fees1: 0n })).toBe(false)
  })
})
