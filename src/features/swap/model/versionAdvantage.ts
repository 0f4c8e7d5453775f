// The version hint (spec 1 §2): whether the other router pays more for the typed amount, and by how much. Exact:
// integer cross-multiplication of the two trades' base-unit amounts, rounded only when shown.
import type { RouterVersion } from '../../../lib/routing/swapTrade.ts'
import type { Field } from './swapQuery.ts'

/** A trade's two amounts in base units. */
export type TradeAmounts = { readonly input: bigint; readonly output: bigint }

/** A positive fraction of 1 (0.006 is 0.6 %), kept as two integers. */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint }

export type VersionAdvantage =
  /** Exact input: the other router's output is larger by `gain` of the chosen one's. */
  | { readonly kind: 'gives-more'; readonly other: RouterVersion; readonly gain: Ratio }
  /** Exact output: the other router's input is smaller by `gain` of the chosen one's. */
  | { readonly kind: 'costs-less'; readonly other: RouterVersion; readonly gain: Ratio }
  /** The chosen router has no route for the amount; the other has one. */
  | { readonly kind: 'only-route'; readonly other: RouterVersion }

const usable = (t: TradeAmounts | null): t is TradeAmounts => t !== null && t.input > 0n && t.output > 0n

/**
 * What the other router's trade gives beyond the chosen one's, or null when it gives nothing more. Compared by
 * price, not by the typed side alone, so a rounding of the typed amount by one router cannot fake a gain.
 */
export function versionAdvantage(
  exactField: Field,
  chosen: TradeAmounts | null,
  other: TradeAmounts | null,
  otherVersion: RouterVersion,
): VersionAdvantage | null {
  if (!usable(other)) return null
  if (!usable(chosen)) return { kind: 'only-route', other: otherVersion }
  if (exactField === 'INPUT') {
    // other.output / other.input over chosen.output / chosen.input, minus 1.
    const denominator = chosen.output * other.input
    const numerator = other.output * chosen.input - denominator
    return numerator > 0n
      ? { kind: 'gives-more', other: otherVersion, gain: { numerator, denominator } }
      : null
  }
  // 1 minus other.input / other.output over chosen.input / chosen.output.
  const denominator = chosen.input * other.output
  const numerator = denominator - other.input * chosen.output
  return numerator > 0n ? { kind: 'costs-less', other: otherVersion, gain: { numerator, denominator } } : null
}

/** A gain as a percentage with one decimal, rounded half up ('0.6%', '12%'); a gain under 0.05 % reads '<0.1%'. */
export function formatGainPercent({ numerator, denominator }: Ratio): string {
  const tenths = (numerator * 2000n + denominator) / (2n * denominator)
  if (tenths === 0n) return '<0.1%'
  const whole = tenths / 10n
  const fraction = tenths % 10n
  return fraction === 0n ? `${whole}%` : `${whole}.${fraction}%`
}

function sameAdvantage(a: VersionAdvantage | null, b: VersionAdvantage | null): boolean {
  if (a === null || b === null) return a === b
  if (a.kind !== b.kind || a.other !== b.other) return false
  if (a.kind === 'only-route' || b.kind === 'only-route') return true
  return a.gain.numerator * b.gain.denominator === b.gain.numerator * a.gain.denominator
}

/** The verdict on screen and the form it was given for (pair, typed side, router). */
export type HeldAdvantage = { readonly key: string; readonly advantage: VersionAdvantage | null }

/**
 * The verdict to show. While either router's trade is loading or syncing the last settled verdict for the same
 * form stays (a new amount keeps the old verdict until both quotes are in, so the hint never blinks); a new
 * pair, side or router shows nothing until both have settled. Returns `previous` itself when nothing changed.
 */
export function holdAdvantage(
  previous: HeldAdvantage | null,
  key: string,
  settled: boolean,
  current: VersionAdvantage | null,
): HeldAdvantage {
  const sameForm = previous !== null && previous.key === key
  if (!settled) return sameForm ? previous : { key, advantage: null }
  return sameForm && sameAdvantage(previous.advantage, current) ? previous : { key, advantage: current }
}
