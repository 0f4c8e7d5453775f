// Seeding helpers over the v3 SDK's tick math: prices are given as floating-point numbers (precise enough to
// place pools and ranges), turned into exact ratios, and every tick and sqrt-price comes from the SDK.
import { createRequire } from 'node:module'
import type * as V3Sdk from '@uniswap/v3-sdk'

// The SDKs do not load as ES modules under plain Node.
const require = createRequire(import.meta.url)
const {
  TICK_SPACINGS: SDK_TICK_SPACINGS,
  TickMath,
  encodeSqrtRatioX96,
  nearestUsableTick,
} = require('@uniswap/v3-sdk') as typeof V3Sdk

export const MIN_TICK = TickMath.MIN_TICK
export const MAX_TICK = TickMath.MAX_TICK

export function tickSpacing(fee: number): number {
  const spacing = (SDK_TICK_SPACINGS as Record<number, number | undefined>)[fee]
  if (spacing === undefined) throw new Error(`Fee ${fee} is not enabled on the factory`)
  return spacing
}

/** token1 per token0 in base units, from a human price of token1 per token0. */
export function rawPrice(humanPrice: number, decimals0: number, decimals1: number): number {
  return humanPrice * 10 ** (decimals1 - decimals0)
}

/** A positive finite number as an exact ratio of integers, to 16 significant digits. */
function toRatio(x: number): { num: string; den: string } {
  if (!(x > 0) || !Number.isFinite(x)) throw new Error(`Price must be positive and finite, got ${x}`)
  const [mantissa = '', exponent = '0'] = x.toExponential(15).split('e')
  const digits = BigInt(mantissa.replace('.', ''))
  const shift = Number(exponent) - 15
  return shift >= 0
    ? { num: (digits * 10n ** BigInt(shift)).toString(), den: '1' }
    : { num: digits.toString(), den: (10n ** BigInt(-shift)).toString() }
}

export function encodeSqrtPriceX96(raw: number): bigint {
  const { num, den } = toRatio(raw)
  return BigInt(encodeSqrtRatioX96(num, den).toString())
}

export function priceToTick(raw: number): number {
  const { num, den } = toRatio(raw)
  return TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(num, den))
}

export function usableTick(tick: number, spacing: number): number {
  return nearestUsableTick(Math.min(MAX_TICK, Math.max(MIN_TICK, tick)), spacing)
}

export function fullRangeTicks(fee: number): { tickLower: number; tickUpper: number } {
  const spacing = tickSpacing(fee)
  return { tickLower: nearestUsableTick(MIN_TICK, spacing), tickUpper: nearestUsableTick(MAX_TICK, spacing) }
}

/** Usable ticks around raw prices `lower`..`upper` (in either order). */
export function rangeTicks(
  rawA: number,
  rawB: number,
  fee: number,
): { tickLower: number; tickUpper: number } {
  const spacing = tickSpacing(fee)
  const a = usableTick(priceToTick(rawA), spacing)
  const b = usableTick(priceToTick(rawB), spacing)
  if (a === b) throw new Error('Range collapses to one tick')
  return { tickLower: Math.min(a, b), tickUpper: Math.max(a, b) }
}
