// Slippage tolerance rules (spec 1 §5, spec 2 §5): basis points 0–5000, 'auto' by default.
import { floorDecimalTimes } from '../../../lib/decimal.ts'

export const MAX_SLIPPAGE_BPS = 5000
/** Auto slippage: 0.50% on layer 1, 0.10% on layer 2. */
export const AUTO_SLIPPAGE_BPS = 50
export const AUTO_SLIPPAGE_BPS_L2 = 10
const MAY_FAIL_BELOW_BPS = 5
const MAY_BE_FRONTRUN_ABOVE_BPS = 100

export type SlippageSetting = 'auto' | number

export type SlippageInput =
  | { kind: 'auto' }
  | { kind: 'custom'; bps: number }
  | { kind: 'invalid' }
  /** A lone '.' while typing: neither valid nor an error, the setting stays as it was. */
  | { kind: 'ignored' }

export function isValidSlippageBps(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SLIPPAGE_BPS
}

/** A typed percentage: empty means auto; otherwise value × 100, floored, must be 0–5000 basis points. */
export function parseSlippageInput(text: string): SlippageInput {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'auto' }
  if (trimmed === '.') return { kind: 'ignored' }
  const bps = floorDecimalTimes(trimmed, 100)
  return bps !== null && isValidSlippageBps(bps) ? { kind: 'custom', bps } : { kind: 'invalid' }
}

export type SlippageWarning = 'may-fail' | 'may-be-frontrun'

/** Below 0.05% the transaction may fail; above 1% it may be frontrun. Auto never warns. */
export function slippageWarning(setting: SlippageSetting): SlippageWarning | null {
  if (setting === 'auto') return null
  if (setting < MAY_FAIL_BELOW_BPS) return 'may-fail'
  if (setting > MAY_BE_FRONTRUN_ABOVE_BPS) return 'may-be-frontrun'
  return null
}

/** The form a write is made in: each has its own auto slippage. */
export type SlippageForm = 'swap' | 'add' | 'migrate' | 'remove'

/** Auto slippage of the liquidity forms (spec 2 §9), on every chain: add 0.5%, migrate 0.75%, remove 5%. */
export const FORM_AUTO_SLIPPAGE_BPS: Readonly<Record<Exclude<SlippageForm, 'swap'>, number>> = {
  add: 50,
  migrate: 75,
  remove: 500,
}

/** The slippage a write uses, in basis points: the user's, or the form's auto value. */
export function effectiveSlippageBps(
  setting: SlippageSetting,
  isL2: boolean,
  form: SlippageForm = 'swap',
): number {
  if (setting !== 'auto') return setting
  if (form !== 'swap') return FORM_AUTO_SLIPPAGE_BPS[form]
  return isL2 ? AUTO_SLIPPAGE_BPS_L2 : AUTO_SLIPPAGE_BPS
}
