import { describe, expect, it } from 'vitest'
import { quoteStalenessOf } from './quoteStaleness.ts'

describe('quote staleness', () => {
  it('is fresh on a live chain whose reads answered', () => {
    expect(quoteStalenessOf('live', false)).toBeNull()
  })
  it('is unreachable when the node failed its latest poll, or a read of the quote got no answer', () => {
    expect(quoteStalenessOf('unreachable', false)).toBe('unreachable')
    expect(quoteStalenessOf('live', true)).toBe('unreachable')
    expect(quoteStalenessOf('stale', true)).toBe('unreachable')
  })
  it('is a stale block when the node answers but no new block arrived within the chain wait', () => {
    expect(quoteStalenessOf('stale', false)).toBe('stale-block')
  })
})
