// Expert mode (spec 1 §4): turning it on needs the word confirm typed; turning it off is immediate.

export const EXPERT_MODE_CONFIRMATION = 'confirm'

/** Only the exact word counts (surrounding spaces aside): a near miss keeps expert mode off. */
export function isExpertModeConfirmation(typed: string): boolean {
  return typed.trim() === EXPERT_MODE_CONFIRMATION
}

export type ExpertModeToggle = { kind: 'ask-confirmation' } | { kind: 'turn-off' }

/** What flipping the expert mode switch does from its current state. */
export function expertModeToggle(on: boolean): ExpertModeToggle {
  return on ? { kind: 'turn-off' } : { kind: 'ask-confirmation' }
}
