// Transaction deadline rules (spec 1 §5, §9): minutes typed, seconds stored, 60–10800 s; 300 s on layer 2.
import { floorDecimalTimes } from '../../../lib/decimal.ts'

export const DEFAULT_DEADLINE_SECONDS = 1800
export const MIN_DEADLINE_SECONDS = 60
export const MAX_DEADLINE_SECONDS = 10_800
export const L2_DEADLINE_SECONDS = 300

export type DeadlineInput = { kind: 'default' } | { kind: 'custom'; seconds: number } | { kind: 'invalid' }

export function isValidDeadlineSeconds(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_DEADLINE_SECONDS &&
    value <= MAX_DEADLINE_SECONDS
  )
}

/** Typed minutes: empty resets to the default; otherwise value × 60, floored, must be 60–10800 seconds. */
export function parseDeadlineInput(text: string): DeadlineInput {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'default' }
  const seconds = floorDecimalTimes(trimmed, 60)
  return seconds !== null && isValidDeadlineSeconds(seconds)
    ? { kind: 'custom', seconds }
    : { kind: 'invalid' }
}

/**
 * When a write sent now expires (unix seconds), or null while it cannot be known. Layer 2 counts its fixed 300 s
 * from the latest block's time, which it waits for. Layer 1 counts the user's setting from the later of the
 * clock and the latest block, so that neither a slow clock nor a block from the future makes it expire early.
 */
export function deadlineFrom(args: {
  nowSeconds: bigint
  blockTimestamp: bigint | undefined
  seconds: number
  isL2: boolean
}): bigint | null {
  const { nowSeconds, blockTimestamp, seconds, isL2 } = args
  if (isL2) return blockTimestamp === undefined ? null : blockTimestamp + BigInt(seconds)
  const from = blockTimestamp !== undefined && blockTimestamp > nowSeconds ? blockTimestamp : nowSeconds
  return from + BigInt(seconds)
}

/** The deadline a transaction uses: the user's setting on layer 1, fixed at 300 s on layer 2. */
export function effectiveDeadlineSeconds(userDeadline: number, isL2: boolean): number {
  return isL2 ? L2_DEADLINE_SECONDS : userDeadline
}
