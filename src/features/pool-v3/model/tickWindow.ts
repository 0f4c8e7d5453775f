// Which ticks the range chart reads from the chain: the words of the pool's tick bitmap around the current
// tick (one word = 256 tick spacings), as many on each side as the chart's widest zoom can show.

/** The tick spacing of the three fee tiers (the factory's enabled fees). */
export const TICK_SPACING_BY_FEE: Readonly<Record<number, number>> = { 500: 10, 3000: 60, 10000: 200 }

const MAX_TICK = 887272
const TICKS_PER_WORD = 256

/**
 * Words read on each side of the current tick's word. The chart zooms out to its initial domain over the
 * minimum zoom (1e-5, spec §9): 0.002 × price wide for 0.05 % (up to ~100 × price above the price, ~46,100
 * ticks), 1.5 × price for 0.3 % and 1 % (~75,000 × price, ~112,300 ticks). A word holds 2,560, 15,360 and 51,200
 * ticks, so 18, 8 and 3 words (37, 17 and 7 in all) reach that far; below the price the same words reach a price
 * that draws in the chart's first pixel. tickWindow.test.ts checks the reach with the SDK's prices.
 */
export const TICK_LENS_WORD_RADIUS: Readonly<Record<number, number>> = { 500: 18, 3000: 8, 10000: 3 }

/** The first and last tick a position may use at this spacing. */
export type TickRange = { lower: number; upper: number }

export function usableTickRange(tickSpacing: number): TickRange {
  return {
    lower: Math.ceil(-MAX_TICK / tickSpacing) * tickSpacing,
    upper: Math.floor(MAX_TICK / tickSpacing) * tickSpacing,
  }
}

/** The bitmap word holding `tick`: the pool's `tick / spacing >> 8`, both rounding toward minus infinity. */
export function tickBitmapWord(tick: number, tickSpacing: number): number {
  return Math.floor(Math.floor(tick / tickSpacing) / TICKS_PER_WORD)
}

/** The words to read and the usable ticks they cover (every initialized tick in `range` is in `words`). */
export type TickWindow = { words: number[]; range: TickRange }

/** The window around `tickCurrent` for a fee tier; null for a fee that is not one of the three tiers. */
export function tickLensWindow(fee: number, tickCurrent: number): TickWindow | null {
  const spacing = TICK_SPACING_BY_FEE[fee]
  const radius = TICK_LENS_WORD_RADIUS[fee]
  if (spacing === undefined || radius === undefined) return null
  const usable = usableTickRange(spacing)
  const center = tickBitmapWord(tickCurrent, spacing)
  const first = Math.max(center - radius, tickBitmapWord(usable.lower, spacing))
  const last = Math.min(center + radius, tickBitmapWord(usable.upper, spacing))
  const words: number[] = []
  for (let word = first; word <= last; word++) words.push(word)
  const ticksPerWord = TICKS_PER_WORD * spacing
  return {
    words,
    range: {
      lower: Math.max(usable.lower, first * ticksPerWord),
      upper: Math.min(usable.upper, (last + 1) * ticksPerWord - spacing),
    },
  }
}
