// Fee-tier shares (spec 2 §3 "Fee distribution", §4 "Fee tier selection"): how much of a pair's liquidity
// each tier's pool holds, and the tier the add form selects when the user has chosen none.

/** The factory's three fee tiers, in pips (0.05 %, 0.3 %, 1 %). */
export const FEE_TIERS = [500, 3000, 10000] as const
export type FeeTier = (typeof FEE_TIERS)[number]

export function isFeeTier(fee: number): fee is FeeTier {
  return (FEE_TIERS as readonly number[]).includes(fee)
}

/** What one tier's pool holds of the pair's tokens A and B, each in its own unit (raw or whole tokens). */
export type TierHoldings = { fee: number; amountA: number; amountB: number }

/** Each tier's part of the pair's liquidity, in [0, 1], adding up to 1. */
export type FeeTierShares = Readonly<Record<FeeTier, number>>

/**
 * Per token, each tier pool's part of what the three pools hold, averaged over the tokens any pool holds.
 * Token amounts are never added across tokens, so the unit of each (whole tokens from the subgraph, raw
 * balances from the chain) does not matter. Null when no pool holds anything; fees other than the three
 * tiers are left out.
 */
export function feeTierShares(holdings: readonly TierHoldings[]): FeeTierShares | null {
  const tiers = holdings.filter((h) => isFeeTier(h.fee) && h.amountA >= 0 && h.amountB >= 0)
  const totalA = tiers.reduce((sum, h) => sum + h.amountA, 0)
  const totalB = tiers.reduce((sum, h) => sum + h.amountB, 0)
  const totals = [totalA, totalB].filter((total) => total > 0 && Number.isFinite(total))
  if (totals.length === 0) return null
  const shareOf = (fee: FeeTier): number => {
    const mine = tiers.filter((h) => h.fee === fee)
    const partA = totalA > 0 ? mine.reduce((sum, h) => sum + h.amountA, 0) / totalA : 0
    const partB = totalB > 0 ? mine.reduce((sum, h) => sum + h.amountB, 0) / totalB : 0
    return (partA + partB) / totals.length
  }
  return { 500: shareOf(500), 3000: shareOf(3000), 10000: shareOf(10000) }
}

// On a tie the default tier (medium, spec §9) wins, then the lower fee.
const TIE_ORDER: readonly FeeTier[] = [3000, 500, 10000]

/** The tier with the largest share; null without shares. */
export function largestShareTier(shares: FeeTierShares | null): FeeTier | null {
  if (shares === null) return null
  let best: FeeTier | null = null
  for (const fee of TIE_ORDER) if (best === null || shares[fee] > shares[best]) best = fee
  return best
}

/** What the add form does about the fee tier once the shares are known. */
export type FeeTierDecision =
  /** A tier is chosen, or the shares are still loading: nothing changes. */
  | { kind: 'keep' }
  /** None is chosen: select the largest share's tier (recorded as a recommendation). */
  | { kind: 'select'; fee: FeeTier }
  /** None is chosen and no pool of the pair has liquidity: the picker opens for a manual choice. */
  | { kind: 'open-picker' }

/** `shares` is undefined while loading, null when no tier has liquidity (or they could not be read). */
export function feeTierDecision(
  chosen: FeeTier | null,
  shares: FeeTierShares | null | undefined,
): FeeTierDecision {
  if (chosen !== null || shares === undefined) return { kind: 'keep' }
  const fee = largestShareTier(shares)
  return fee === null ? { kind: 'open-picker' } : { kind: 'select', fee }
}
