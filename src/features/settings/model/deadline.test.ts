import { describe, expect, it } from 'vitest'
import { effectiveDeadlineSeconds, parseDeadlineInput } from './deadline.ts'

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
