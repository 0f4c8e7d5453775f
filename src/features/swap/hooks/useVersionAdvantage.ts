import { useMemo, useState } from 'react'
import type { BestTrade, RouterVersion, SwapTrade } from '../../../lib/routing/swapTrade.ts'
import type { Field } from '../model/swapQuery.ts'
import {
  type HeldAdvantage,
  holdAdvantage,
  type TradeAmounts,
  type VersionAdvantage,
  versionAdvantage,
} from '../model/versionAdvantage.ts'

const amountsOf = (trade: SwapTrade | null): TradeAmounts | null =>
  trade
    ? {
        input: BigInt(trade.trade.inputAmount.quotient.toString()),
        output: BigInt(trade.trade.outputAmount.quotient.toString()),
      }
    : null

const isSettled = (trade: BestTrade) => trade.state !== 'loading' && trade.state !== 'syncing'

/**
 * The version hint's verdict for the form `key` (pair, typed side, router): the other router's gain, held while
 * a quote loads so that the hint does not blink on each keystroke or block.
 */
export function useVersionAdvantage(
  key: string,
  exactField: Field,
  version: RouterVersion,
  trades: { readonly v2: BestTrade; readonly v3: BestTrade },
): VersionAdvantage | null {
  const { v2, v3 } = trades
  const settled = isSettled(v2) && isSettled(v3)
  const current = useMemo(() => {
    const chosen = version === 'v2' ? v2 : v3
    const other = version === 'v2' ? v3 : v2
    return versionAdvantage(
      exactField,
      amountsOf(chosen.trade),
      amountsOf(other.trade),
      version === 'v2' ? 'v3' : 'v2',
    )
  }, [exactField, version, v2, v3])
  // The first render's verdict is the first state: starting from none would render the whole form twice.
  const [held, setHeld] = useState<HeldAdvantage>(() => holdAdvantage(null, key, settled, current))
  // Derived from the previous render's verdict (React's "storing information from previous renders"):
  // holdAdvantage returns `held` itself when nothing changed, so this settles in one extra render.
  const next = holdAdvantage(held, key, settled, current)
  if (next !== held) setHeld(next)
  return next.advantage
}
