import { useLingui } from '@lingui/react'
import { formatFiat } from '../../../lib/format.ts'
import { useChainHealth } from '../../chain-data/index.ts'
import { quoteStalenessOf } from '../model/quoteStaleness.ts'
import type { SwapTradeView } from './useSwapTrade.ts'

const usd = (amount: SwapTradeView['usdIn']): number | null => (amount ? Number(amount.toFixed(2)) : null)

/**
 * What the amounts' panels show of the trade, and what the trade form weighs: the two sides' USD values, the
 * loss between them, and whether the quote may be out of date. The screen's panels and its trade form both read
 * it (they render apart: see TradeSection).
 */
export function useQuoteView(chainId: number, view: SwapTradeView) {
  const { i18n } = useLingui()
  const staleness = quoteStalenessOf(useChainHealth(chainId), view.best.readsFailed === true)
  const usdIn = usd(view.usdIn)
  const usdOut = usd(view.usdOut)
  // Facts §8.1: the loss between the two sides' USD values (the larger of it and the trade's impact counts).
  const fiatImpactBps = usdIn && usdOut !== null && usdIn > 0 ? (1 - usdOut / usdIn) * 10_000 : undefined
  return {
    staleness,
    usdIn,
    fiatImpactBps,
    fiat: {
      input: formatFiat(usdIn, i18n.locale),
      output: formatFiat(usdOut, i18n.locale),
      /** The loss between the two sides' USD values, shown beside the output's. */
      outputImpactBps: fiatImpactBps === undefined ? null : Math.round(fiatImpactBps),
    },
    /** The trade on screen may not be the chain's current one (the node is unreachable or its block stale). */
    quoteStale: view.best.trade !== null && staleness !== null,
  }
}
