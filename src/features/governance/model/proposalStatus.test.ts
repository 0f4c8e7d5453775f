import { describe, expect, it } from 'vitest'
import { isLiveStatus, proposalStatusOf, statusColourOf } from './proposalStatus.ts'

describe('proposal status', () => {
  it.each([
    [0, 'pending', 'blue'],
    [1, 'active', 'blue'],
    [2, 'canceled', 'grey'],
    [3, 'defeated', 'red'],
    [4, 'succeeded', 'green'],
    [5, 'queued', 'grey'],
    [6, 'expired', 'grey'],
    [7, 'executed', 'green'],
  ] as const)('code %i is %s, %s', (code, status, colour) => {
    expect(proposalStatusOf(code)).toBe(status)
    expect(statusColourOf(status)).toBe(colour)
  })

  it('is undetermined (grey) for -1, an unknown code or no answer', () => {
    expect(proposalStatusOf(-1)).toBe('undetermined')
    expect(proposalStatusOf(8)).toBe('undetermined')
    expect(proposalStatusOf(undefined)).toBe('undetermined')
    expect(statusColourOf('undetermined')).toBe('grey')
  })

  it('counts pending and active as live proposals', () => {
    expect(isLiveStatus('pending')).toBe(true)
    expect(isLiveStatus('active')).toBe(true)
    expect(isLiveStatus('succeeded')).toBe(false)
  })
})
