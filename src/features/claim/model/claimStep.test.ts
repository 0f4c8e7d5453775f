import { describe, expect, it } from 'vitest'
import { claimStepOf } from './claimStep.ts'

describe('claimStepOf (spec 2 §4 airdrop claim states)', () => {
  it('idle without a flow', () => {
    expect(claimStepOf(null)).toEqual({ kind: 'idle' })
  })
  it('submitting while the wallet asks', () => {
    expect(claimStepOf({ step: { kind: 'waiting' }, receipt: null })).toEqual({ kind: 'submitting' })
  })
  it('hash received: submitted until the receipt', () => {
    const step = { kind: 'submitted' as const, hash: '0x1' }
    expect(claimStepOf({ step, receipt: 'pending' })).toEqual({ kind: 'submitted', hash: '0x1' })
    expect(claimStepOf({ step, receipt: 'success' })).toEqual({ kind: 'claimed', hash: '0x1' })
  })
  it('an error returns to idle', () => {
    expect(claimStepOf({ step: { kind: 'failed' }, receipt: null })).toEqual({ kind: 'idle' })
  })
})
