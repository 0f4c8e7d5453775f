import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { trackEvent } from '../../analytics/index.ts'
import { type FeeTier, type FeeTierShares, feeTierDecision } from '../model/feeTierShares.ts'

/**
 * The fee-tier analytics events (facts §13): category 'FeePoolSelect', action 'Manual' for a tier the user
 * picks and ' Recommended' (with the original's leading space, so the reports stay comparable) for the one
 * selected for them; the label is the tier in pips ('3000').
 */
export const FEE_POOL_SELECT_CATEGORY = 'FeePoolSelect'
export const FEE_POOL_SELECT_MANUAL = 'Manual'
export const FEE_POOL_SELECT_RECOMMENDED = ' Recommended'

export type FeeTierChoiceParams = {
  /** The pair's tokens (either order, the native coin as its wrapped token); null until both are chosen. */
  tokenA: Address | null
  tokenB: Address | null
  /** The tier in the route; null when none is chosen. */
  fee: FeeTier | null
  /** The pair's shares (useFeeTierShares): undefined while loading, null when no pool holds anything. */
  shares: FeeTierShares | null | undefined
  /** Puts a tier in the route (the add screen's navigation). */
  select: (fee: FeeTier) => void
}

export type FeeTierChoice = {
  /** Whether the picker's options are shown. */
  open: boolean
  setOpen: (open: boolean) => void
  /** The user picks a tier. */
  choose: (fee: FeeTier) => void
}

function pairKey(tokenA: Address | null, tokenB: Address | null): string | null {
  if (tokenA === null || tokenB === null) return null
  // A rate toggle swaps the tokens: still the same pair, no new decision.
  return [tokenA.toLowerCase(), tokenB.toLowerCase()].sort().join('/')
}

/**
 * Spec 2 §4 "Fee tier selection": once per pair, when no tier is chosen and the shares are known, the tier with
 * the largest share is selected for the user, or the picker opens when no pool of the pair has liquidity. Once
 * decided (or once the pair has a tier, chosen or from the URL), later shares change nothing for that pair.
 */
export function useFeeTierChoice({
  tokenA,
  tokenB,
  fee,
  shares,
  select,
}: FeeTierChoiceParams): FeeTierChoice {
  const [open, setOpen] = useState(false)
  const key = pairKey(tokenA, tokenB)
  const decidedFor = useRef<string | null>(null)
  // The navigation callback may be new on every render; the decision must not run again because of that.
  const selectRef = useRef(select)
  selectRef.current = select

  // A navigation that takes the tier away (a link to the pair alone) is a new visit of the pair: it is decided
  // again. The form itself never drops the tier of a pair.
  const previousFee = useRef(fee)
  if (previousFee.current !== null && fee === null) decidedFor.current = null
  previousFee.current = fee

  useEffect(() => {
    if (key === null || decidedFor.current === key) return
    const decision = feeTierDecision(fee, shares)
    if (decision.kind === 'keep') {
      if (fee !== null) decidedFor.current = key
      return
    }
    decidedFor.current = key
    if (decision.kind === 'open-picker') {
      setOpen(true)
      return
    }
    setOpen(false)
    trackEvent(FEE_POOL_SELECT_CATEGORY, FEE_POOL_SELECT_RECOMMENDED, String(decision.fee))
    selectRef.current(decision.fee)
  }, [key, fee, shares])

  const choose = useCallback(
    (chosen: FeeTier) => {
      // A choice made before the shares come is the pair's: no recommendation overrides it.
      decidedFor.current = key
      if (chosen === fee) return
      trackEvent(FEE_POOL_SELECT_CATEGORY, FEE_POOL_SELECT_MANUAL, String(chosen))
      selectRef.current(chosen)
    },
    [key, fee],
  )

  return { open, setOpen, choose }
}
