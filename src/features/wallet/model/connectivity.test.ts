import { describe, expect, it } from 'vitest'
import { isConnectivityWarning } from './connectivity.ts'

describe('connectivity warning', () => {
  it('shows when no new block arrived within the chain wait', () => {
    expect(isConnectivityWarning(1_000_000 + 600_001, 1_000_000, 600_000)).toBe(true)
  })
  it('does not show within the wait', () => {
    expect(isConnectivityWarning(1_000_000 + 600_000, 1_000_000, 600_000)).toBe(false)
    expect(isConnectivityWarning(1_000_000 + 899_000, 1_000_000, 900_000)).toBe(false)
  })
})
