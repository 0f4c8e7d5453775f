import { describe, expect, it } from 'vitest'
import { chainHealthOf, isConnectivityWarning, startConnectivityCheck } from './connectivity.ts'

describe('connectivity warning', () => {
  it('shows when no new block arrived within the chain wait', () => {
    expect(isConnectivityWarning(1_000_000 + 600_001, 1_000_000, 600_000)).toBe(true)
  })
  it('does not show within the wait', () => {
    expect(isConnectivityWarning(1_000_000 + 600_000, 1_000_000, 600_000)).toBe(false)
    expect(isConnectivityWarning(1_000_000 + 899_000, 1_000_000, 900_000)).toBe(false)
  })
})

describe('connectivity check', () => {
  it('runs every 15 s (spec 1 §9): a chain silent for 600 s is flagged at the check 615 s in, not at 610 s', () => {
    let now = 0
    let check = () => {}
    let intervalMs = 0
    const warnings: [number, boolean][] = []
    const stop = startConnectivityCheck({
      blockWaitMs: 600_000,
      lastNewBlockAt: () => 0,
      now: () => now,
      setWarning: (warn) => warnings.push([now, warn]),
      every: (run, ms) => {
        check = run
        intervalMs = ms
        return () => {
          check = () => {}
        }
      },
    })
    expect(intervalMs).toBe(15_000)
    for (now = intervalMs; now <= 620_000; now += intervalMs) check()
    expect(warnings.find(([, warn]) => warn)).toEqual([615_000, true])
    stop()
  })
})

describe('chain health', () => {
  const healthy = { nodeUnreachable: false, connectivityWarning: false }
  it('is live while the node answers and blocks arrive within the wait', () => {
    expect(chainHealthOf(healthy)).toBe('live')
  })
  it('is stale when the node answers but no new block arrived within the chain wait', () => {
    expect(chainHealthOf({ ...healthy, connectivityWarning: true })).toBe('stale')
  })
  it('is unreachable when the latest block poll failed, whatever the blocks', () => {
    expect(chainHealthOf({ ...healthy, nodeUnreachable: true })).toBe('unreachable')
    expect(chainHealthOf({ nodeUnreachable: true, connectivityWarning: true })).toBe('unreachable')
  })
})
