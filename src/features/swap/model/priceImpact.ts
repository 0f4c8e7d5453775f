// Price impact severity (facts §8.1): 0–4 by strict "greater than" thresholds; unknown impact counts as 4.

export const PRICE_IMPACT_LOW_BPS = 100
export const PRICE_IMPACT_MEDIUM_BPS = 300
export const PRICE_IMPACT_HIGH_BPS = 500
/** At or above this, the user types 'confirm'. */
export const PRICE_IMPACT_CONFIRM_BPS = 1000
/** Above this, non-expert users cannot swap. */
export const PRICE_IMPACT_BLOCKED_BPS = 1500

export type Severity = 0 | 1 | 2 | 3 | 4

export function priceImpactSeverity(impactBps: number | undefined): Severity {
  if (impactBps === undefined || Number.isNaN(impactBps)) return 4
  if (impactBps > PRICE_IMPACT_BLOCKED_BPS) return 4
  if (impactBps > PRICE_IMPACT_HIGH_BPS) return 3
  if (impactBps > PRICE_IMPACT_MEDIUM_BPS) return 2
  if (impactBps > PRICE_IMPACT_LOW_BPS) return 1
  return 0
}

export type ImpactConfirmation = 'none' | 'yes-no' | 'typed-confirm'

/** On submit: at or above 10% a typed 'confirm'; at or above 5% a yes/no dialog; otherwise none. */
export function impactConfirmation(impactBps: number): ImpactConfirmation {
  if (impactBps >= PRICE_IMPACT_CONFIRM_BPS) return 'typed-confirm'
  if (impactBps >= PRICE_IMPACT_HIGH_BPS) return 'yes-no'
  return 'none'
}
