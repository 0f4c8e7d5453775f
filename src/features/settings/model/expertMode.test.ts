import { describe, expect, it } from 'vitest'
import { expertModeToggle, isExpertModeConfirmation } from './expertMode.ts'

describe('expert mode', () => {
  it('turning on asks for confirmation; turning off is immediate', () => {
    expect(expertModeToggle(false)).toEqual({ kind: 'ask-confirmation' })
    expect(expertModeToggle(true)).toEqual({ kind: 'turn-off' })
  })

  it('is confirmed only by typing the word confirm', () => {
    expect(isExpertModeConfirmation('confirm')).toBe(true)
    expect(isExpertModeConfirmation(' confirm ')).toBe(true)
    for (const typed of ['', 'confir', 'Confirm', 'CONFIRM', 'confirmed', 'yes']) {
      expect(isExpertModeConfirmation(typed)).toBe(false)
    }
  })
})
