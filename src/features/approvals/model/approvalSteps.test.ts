import { describe, expect, it } from 'vitest'
import { approvalStepStates } from './approvalSteps.ts'

describe('approval steps', () => {
  it('approve → swap: approve is current until approved (also while pending), then the swap is', () => {
    expect(approvalStepStates(['not-approved'])).toEqual({ approvals: ['current'], write: 'upcoming' })
    expect(approvalStepStates(['pending'])).toEqual({ approvals: ['current'], write: 'upcoming' })
    expect(approvalStepStates(['unknown'])).toEqual({ approvals: ['current'], write: 'upcoming' })
    expect(approvalStepStates(['approved'])).toEqual({ approvals: ['done'], write: 'current' })
  })

  it('approve A → approve B → add: one current step at a time, in order', () => {
    expect(approvalStepStates(['not-approved', 'not-approved'])).toEqual({
      approvals: ['current', 'upcoming'],
      write: 'upcoming',
    })
    expect(approvalStepStates(['approved', 'pending'])).toEqual({
      approvals: ['done', 'current'],
      write: 'upcoming',
    })
    // B approved first (earlier, elsewhere): A is still the step to take.
    expect(approvalStepStates(['not-approved', 'approved'])).toEqual({
      approvals: ['current', 'done'],
      write: 'upcoming',
    })
    expect(approvalStepStates(['approved', 'approved'])).toEqual({
      approvals: ['done', 'done'],
      write: 'current',
    })
  })

  it('no approval needed: the write is current', () => {
    expect(approvalStepStates([])).toEqual({ approvals: [], write: 'current' })
  })
})
