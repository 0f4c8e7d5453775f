// The remove screen's percent (spec 2 §2, §5): an integer 0 to 100 from the slider or the 25 / 50 / 75 / Max
// buttons (ui/PercentPicker), and the message its button shows.

/** Remove v3's default slippage tolerance (spec 2 §9): 5 %. */
export const REMOVE_SLIPPAGE_BPS = 500

/** A slider or button value as a whole percent 0 … 100; null for anything else. */
export function parseRemovePercent(value: string | number): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value <= 100 ? Math.floor(value) : null
  }
  if (!/^[0-9]{1,3}$/.test(value)) return null
  const whole = Number(value)
  return whole <= 100 ? whole : null
}

/** Why Remove cannot be pressed, in the order the button tells it; null when it can. */
export type RemoveBlocker = 'closed' | 'connect-wallet' | 'enter-percent'

export function removeBlocker(params: {
  account: string | undefined
  liquidity: bigint | undefined
  percent: number
}): RemoveBlocker | null {
  if (params.liquidity === 0n) return 'closed'
  if (!params.account) return 'connect-wallet'
  if (params.percent === 0) return 'enter-percent'
  return null
}

/** Burning the NFT is offered only when everything comes out. */
export function canBurn(percent: number): boolean {
  return percent === 100
}
