import { describe, expect, it } from 'vitest'
import { isInRange, positionStatus, visiblePositions } from './positionStatus.ts'

const range = { liquidity: 1000n, tickLower: -600, tickUpper: 600 }

describe('positionStatus (spec 2 §4 range rule)', () => {
  it('a position with zero liquidity is closed, whatever the tick', () => {
    expect(positionStatus({ ...range, liquidity: 0n }, 0)).toBe('closed')
    expect(positionStatus({ ...range, liquidity: 0n }, 10_000)).toBe('closed')
    expect(positionStatus({ ...range, liquidity: 0n }, undefined)).toBe('closed')
  })

  it('in range at or above tickLower', () => {
    expect(positionStatus(range, -600)).toBe('in-range')
    expect(positionStatus(range, 0)).toBe('in-range')
  })

  it('in range just below tickUpper', () => {
    expect(positionStatus(range, 599)).toBe('in-range')
  })

  it('out of range when the current tick is below tickLower', () => {
    expect(positionStatus(range, -601)).toBe('out-of-range')
  })

  it('out of range when the current tick is at tickUpper', () => {
    expect(positionStatus(range, 600)).toBe('out-of-range')
    expect(positionStatus(range, 601)).toBe('out-of-range')
  })

  it('unknown while the pool tick is not read yet', () => {
    expect(positionStatus(range, undefined)).toBeNull()
  })

  it('isInRange handles tick 0 and negative ranges', () => {
    expect(isInRange({ tickLower: 0, tickUpper: 60 }, 0)).toBe(true)
    expect(isInRange({ tickLower: -120, tickUpper: -60 }, -60)).toBe(false)
  })
})

describe('visiblePositions', () => {
  const open = { id: 1, liquidity: 5n }
  const closed = { id: 2, liquidity: 0n }
  const other = { id: 3, liquidity: 7n }

  it('lists closed positions after the open ones', () => {
    expect(visiblePositions([closed, open, other], false).map((p) => p.id)).toEqual([1, 3, 2])
  })

  it('hides closed positions when the user setting says so', () => {
    expect(visiblePositions([closed, open, other], true).map((p) => p.id)).toEqual([1, 3])
  })
})
