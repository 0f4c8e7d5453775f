import { describe, expect, it } from 'vitest'
import { canConfirm, failed, openFlow, replaceSnapshot, submitted, waiting } from './flow.ts'

describe('transaction flow', () => {
  it('walks review → waiting → submitted, keeping what was confirmed', () => {
    const flow = openFlow({ amount: 1 })
    expect(flow.step).toEqual({ kind: 'review' })
    expect(canConfirm(flow)).toBe(true)
    const sent = submitted(waiting(flow), '0xabc')
    expect(sent).toEqual({ snapshot: { amount: 1 }, step: { kind: 'submitted', hash: '0xabc' } })
  })

  it('replaces the snapshot only while the user reviews it', () => {
    const flow = openFlow({ amount: 1 })
    expect(replaceSnapshot(flow, { amount: 2 }).snapshot).toEqual({ amount: 2 })
    const confirmed = waiting(flow)
    expect(replaceSnapshot(confirmed, { amount: 2 }).snapshot).toEqual({ amount: 1 })
  })

  it('cannot be confirmed twice, nor when closed', () => {
    expect(canConfirm(waiting(openFlow(1)))).toBe(false)
    expect(canConfirm(submitted(openFlow(1), '0x1'))).toBe(false)
    expect(canConfirm(null)).toBe(false)
  })

  it('keeps the error as it is', () => {
    const error = new Error('rejected')
    expect(failed(waiting(openFlow(1)), error).step).toEqual({ kind: 'failed', error })
  })
})
