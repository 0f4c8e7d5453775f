import { describe, expect, it } from 'vitest'
import { isReplaced, receiptRetryPolicy, shouldCheck } from './receiptChecks.ts'

const ADDED = 1_700_000_000_000
const MIN = 60_000

describe('re-checking pending transactions', () => {
  it('checks a transaction never checked', () => {
    expect(shouldCheck({ addedTime: ADDED }, 100, ADDED)).toBe(true)
  })

  it('checks every block at first', () => {
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 99 }, 100, ADDED + 4 * MIN)).toBe(true)
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 100 }, 100, ADDED + 4 * MIN)).toBe(false)
  })

  it('after 5 minutes only when the block gap is over 2', () => {
    const now = ADDED + 6 * MIN
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 98 }, 100, now)).toBe(false)
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 97 }, 100, now)).toBe(true)
  })

  it('after 60 minutes only when the block gap is over 9', () => {
    const now = ADDED + 61 * MIN
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 91 }, 100, now)).toBe(false)
    expect(shouldCheck({ addedTime: ADDED, lastCheckedBlockNumber: 90 }, 100, now)).toBe(true)
  })

  it('never re-checks a finalized or replaced transaction', () => {
    expect(shouldCheck({ addedTime: ADDED, receipt: {} }, 100, ADDED)).toBe(false)
    expect(shouldCheck({ addedTime: ADDED, replacedBy: {} }, 100, ADDED)).toBe(false)
  })
})

describe('receipt retries', () => {
  it('up to 10 retries 250–1000 ms apart on Arbitrum and Optimism, one attempt elsewhere', () => {
    expect(receiptRetryPolicy(true)).toEqual({ retries: 10, minWaitMs: 250, maxWaitMs: 1000 })
    expect(receiptRetryPolicy(false).retries).toBe(0)
  })
})

describe('replaced transactions', () => {
  it('are those without a receipt whose nonce the account already used', () => {
    expect(isReplaced({ nonce: 3 }, 4)).toBe(true)
    expect(isReplaced({ nonce: 3 }, 3)).toBe(false)
    expect(isReplaced({ nonce: 3, receipt: {} }, 4)).toBe(false)
    expect(isReplaced({}, 10)).toBe(false)
  })
})
