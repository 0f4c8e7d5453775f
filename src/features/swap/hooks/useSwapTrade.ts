import type { CurrencyAmount, Currency as SdkCurrency } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { RouterVersion } from '../../../lib/routing/swapTrade.ts'
import { usdValueOf, useUsdPrice } from '../../pool-data/index.ts'
import { useTransactionSettings } from '../../settings/index.ts'
import type { Currency } from '../../tokens/index.ts'
import type { Field } from '../model/swapQuery.ts'
import { type BestTradeResult, useBestTrade } from './useBestTrade.ts'

export type SwapTradeRequest = {
  chainId: number
  input: Currency | null
  output: Currency | null
  exactField: Field
  amount: bigint | null
  routing: RouterVersion | null
  /** False in wrap mode: no trade is derived. */
  enabled: boolean
}

export type SwapTradeView = BestTradeResult & {
  /** USD values of the two sides (of the trade, or of the typed amount before there is one). */
  usdIn: CurrencyAmount<SdkCurrency> | null
  usdOut: CurrencyAmount<SdkCurrency> | null
  singleHop: boolean
}

/** The swap screen's trade with the user's routing settings applied, and the USD value of each side. */
export function useSwapTrade(request: SwapTradeRequest): SwapTradeView {
  const settings = useTransactionSettings(request.chainId)
  const result = useBestTrade({ ...request, singleHop: settings.singleHopOnly })
  const wanted = request.enabled && request.input !== null && request.output !== null
  const priceIn = useUsdPrice(request.chainId, wanted ? request.input : null)
  const priceOut = useUsdPrice(request.chainId, wanted ? request.output : null)
  const trade = result.best.trade?.trade
  return useMemo(
    () => ({
      ...result,
      usdIn: usdValueOf(priceIn, trade?.inputAmount ?? null),
      usdOut: usdValueOf(priceOut, trade?.outputAmount ?? null),
      singleHop: settings.singleHopOnly,
    }),
    [result, priceIn, priceOut, trade, settings.singleHopOnly],
  )
}
