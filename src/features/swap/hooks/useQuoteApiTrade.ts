import { useEffect, useState } from 'react'
import { ChainId } from '../../../chain/chains.ts'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import type { SdkTradeRequest } from '../../pool-data/index.ts'
import type { TradeEngine } from '../model/trade/tradeEngine.ts'

/** The quote API is asked again this often while the page is visible (facts §8.4). */
export const QUOTE_API_POLL_MS = 10_000
const ROUTING_API_URL = import.meta.env.VITE_ROUTING_API_URL?.trim() || null
// The API routes mainnet; the local chain of development and test builds stands in for it.
const API_CHAINS: readonly number[] = [ChainId.MAINNET, ChainId.LOCALHOST]

const NONE: BestTrade = { state: 'invalid', trade: null }

/**
 * The quote API's v3 trade when `VITE_ROUTING_API_URL` is set: asked when the request changes, again every
 * 10 s while the page is visible and when it becomes visible. 'invalid' when not asked or when it failed,
 * was slow or had no route, so that the browser's own routing stands in.
 */
export function useQuoteApiTrade(
  engine: TradeEngine | null,
  chainId: number,
  request: SdkTradeRequest | null,
  enabled: boolean,
): BestTrade {
  const [result, setResult] = useState<{ key: string; trade: BestTrade }>({ key: '', trade: NONE })
  const active = enabled && ROUTING_API_URL !== null && API_CHAINS.includes(chainId) && engine && request
  const key = active ? request.key : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request.
  useEffect(() => {
    if (!active || !ROUTING_API_URL) return
    const base = ROUTING_API_URL
    const controller = new AbortController()
    const exactIn = request.tradeType === engine.TradeType.EXACT_INPUT
    const tradeRequest = {
      input: request.currencyIn,
      output: request.currencyOut,
      type: exactIn ? ('exactIn' as const) : ('exactOut' as const),
    }
    const params = engine.quoteApiParams(tradeRequest, BigInt(request.amount.quotient.toString()))
    const ask = async () => {
      const { fetchQuote } = await import('../api/getQuote.ts')
      const response = await fetchQuote(base, params, { signal: controller.signal })
      if (controller.signal.aborted) return
      const trade = response ? engine.quoteApiTrade(response, tradeRequest) : null
      setResult({ key, trade: trade ? { state: 'valid', trade: { version: 'v3', trade } } : NONE })
    }
    void ask()
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void ask()
    }, QUOTE_API_POLL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      controller.abort()
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [key])

  return result.key === key && key !== '' ? result.trade : NONE
}
