// What a swap must have approved (spec 1 §4 "Token approval"): the input at most, slippage included, for
// Router02 (v2 trades) or SwapRouter (v3 trades). The approval itself is the approvals feature's.
import type { Address } from 'viem'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'

export type SwapRouters = { v2Router02?: Address; swapRouter?: Address }

/** Router02 for a v2 trade, SwapRouter for a v3 trade. */
export function spenderOf(trade: SwapTrade, routers: SwapRouters): Address | undefined {
  return trade.version === 'v2' ? routers.v2Router02 : routers.swapRouter
}
