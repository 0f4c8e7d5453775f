/** Spec 2 §9: the migration's slippage when the user has not set one (0.75 %), the settings' per-form default. */
export const MIGRATE_SLIPPAGE_BPS = 75
