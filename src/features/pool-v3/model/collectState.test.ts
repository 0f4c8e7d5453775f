import { describe, expect, it } from 'vitest'
import { collectState } from './collectState.ts'

describe('collect states (spec 2 §4: idle → Collecting → Collected)', () => {
  it('is idle before anything is confirmed, and while the review is open', () => {
    expect(collectState(null, null)).toBe('idle')
    expect(collectState('review', null)).toBe('idle')
  })

  it('is Collecting from Confirm (the wallet asked) until the receipt', () => {
    expect(collectState('waiting', null)).toBe('collecting')
    expect(collectState('submitted', 'pending')).toBe('collecting')
    expect(collectState(null, 'pending')).toBe('collecting')
  })

  it('is Collected once the receipt says it succeeded, dialog open or closed', () => {
    expect(collectState('submitted', 'success')).toBe('collected')
    expect(collectState(null, 'success')).toBe('collected')
  })

  it('goes back to idle when the wallet refused or the transaction failed or was replaced', () => {
    expect(collectState('failed', null)).toBe('idle')
    expect(collectState('submitted', 'failed')).toBe('idle')
    expect(collectState(null, 'replaced')).toBe('idle')
  })
})
