import { describe, expect, it } from 'vitest'
import { deadlineFrom, effectiveDeadlineSeconds, parseDeadlineInput } from './deadline.ts'

describe('deadline input (minutes)', () => {
  it('empty resets to the default', () => {
    expect(parseDeadlineInput('')).toEqual({ kind: 'default' })
  })

  it('value × 60 is floored to seconds', () => {
    expect(parseDeadlineInput('20')).toEqual({ kind: 'custom', seconds: 1200 })
    expect(parseDeadlineInput('1.5')).toEqual({ kind: 'custom', seconds: 90 })
    expect(parseDeadlineInput('1.01')).toEqual({ kind: 'custom', seconds: 60 })
  })

  it('must be 60 to 10800 seconds, else invalid', () => {
    expect(parseDeadlineInput('1')).toEqual({ kind: 'custom', seconds: 60 })
    expect(parseDeadlineInput('180')).toEqual({ kind: 'custom', seconds: 10_800 })
    expect(parseDeadlineInput('0.99')).toEqual({ kind: 'invalid' })
    expect(parseDeadlineInput('180.02')).toEqual({ kind: 'invalid' })
    expect(parseDeadlineInput('-5')).toEqual({ kind: 'invalid' })
    expect(parseDeadlineInput('.')).toEqual({ kind: 'invalid' })
    expect(parseDeadlineInput('ten')).toEqual({ kind: 'invalid' })
  })
})

describe('effective deadline', () => {
  it('is the user setting on layer 1 and fixed at 300 s on layer 2', () => {
    expect(effectiveDeadlineSeconds(1800, false)).toBe(1800)
    expect(effectiveDeadlineSeconds(1800, true)).toBe(300)
  })
})

describe('when a write expires', () => {
  it('layer 2: 300 s from the latest block, unknown until that block is read', () => {
    expect(deadlineFrom({ nowSeconds: 9_000n, blockTimestamp: 5_000n, seconds: 300, isL2: true })).toBe(
      5_300n,
    )
    expect(
      deadlineFrom({ nowSeconds: 9_000n, blockTimestamp: undefined, seconds: 300, isL2: true }),
    ).toBeNull()
  })

  it('layer 1: the setting from the later of the clock and the latest block', () => {
    expect(deadlineFrom({ nowSeconds: 9_000n, blockTimestamp: undefined, seconds: 1800, isL2: false })).toBe(
      10_800n,
    )
    // A chain that mined its last block long ago (a local chain mines only for transactions).
    expect(deadlineFrom({ nowSeconds: 9_000n, blockTimestamp: 1_000n, seconds: 1800, isL2: false })).toBe(
      10_800n,
    )
    // A block ahead of a slow clock.
    expect(deadlineFrom({ nowSeconds: 9_000n, blockTimestamp: 9_600n, seconds: 1800, isL2: false })).toBe(
      11_400n,
    )
  })
})
