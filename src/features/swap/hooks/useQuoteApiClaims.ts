import { useEffect, useState } from 'react'
import { ChainId } from '../../../chain/chains.ts'
import type { RouteClaim } from '../../../lib/routing/routeClaims.ts'
import type { SdkTradeRequest } from '../../pool-data/index.ts'
import type { TradeEngine } from '../model/trade/tradeEngine.ts'

/** The quote API is asked again this often while the page is visible (facts §8.4). */
export const QUOTE_API_POLL_MS = 10_000
const ROUTING_API_URL = import.meta.env.VITE_ROUTING_API_URL?.trim() || null
// The API routes mainnet; the local chain of development and test builds stands in for it.
const API_CHAINS: readonly number[] = [ChainId.MAINNET, ChainId.LOCALHOST]

/**
 * The routes the quote API claims when `VITE_ROUTING_API_URL` is set: asked when the request changes, again
 * every 10 s while the page is visible and when it becomes visible. Null when not asked, or when it failed, was
 * slow, had no route or does not fit the request, so that the browser's own routing stands in. The claims are
 * not a trade: the chain checks them first.
 */
export function useQuoteApiClaims(
  engine: TradeEngine | null,
  chainId: number,
  request: SdkTradeRequest | null,
  enabled: boolean,
): readonly RouteClaim[] | null {
  const [result, setResult] = useState<{ key: string; claims: readonly RouteClaim[] | null }>({
    key: '',
    claims: null,
  })
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
    const typedAmount = BigInt(request.amount.quotient.toString())
    const params = engine.quoteApiParams(tradeRequest, typedAmount)
    const ask = async () => {
      const { fetchQuote } = await import('../api/getQuote.ts')
      const response = await fetchQuote(base, params, { signal: controller.signal })
      if (controller.signal.aborted) return
      const claims = response ? engine.quoteApiClaims(response, tradeRequest, typedAmount) : null
      if (response && !claims)
        console.warn('Quote API answer does not fit the request; routing in the browser')
      setResult({ key, claims })
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

  return result.key === key && key !== '' ? result.claims : null
}
