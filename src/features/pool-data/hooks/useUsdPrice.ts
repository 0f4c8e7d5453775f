import type { CurrencyAmount, Price, Currency as SdkCurrency } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import type { Currency } from '../../tokens/index.ts'
import { type SdkTradeRequest, sdkTradeRequest } from '../model/tradeRequest.ts'
import { usePoolEngine } from './usePoolEngine.ts'
import { useV2Trade } from './useV2Trade.ts'
import { useV3Trade } from './useV3Trade.ts'

const USD_MAX_HOPS = 2

/**
 * The USD price of a currency (facts §5.8): the mid price of the best route buying the chain's fixed amount
 * of its pricing stablecoin, v2 (at most 2 hops) first, then v3; the stablecoin itself is 1. Null where the
 * chain has no pricing stablecoin or no route.
 */
export function useUsdPrice(
  chainId: number,
  currency: Currency | null,
): Price<SdkCurrency, SdkCurrency> | null {
  const engine = usePoolEngine(currency !== null)
  const request = useMemo((): SdkTradeRequest | null => {
    const info = chainInfoOf(chainId)
    if (!engine || !info || !currency || currency.chainId !== chainId) return null
    const stable = engine.usdStablecoinOf(chainId, localChainConfig ?? undefined)
    if (!stable) return null
    const currencyIn = engine.toSdkCurrency(currency, info.wrappedNative)
    const key = `usd:${chainId}:${currencyIn.wrapped.address}`
    const params = { currencyIn, currencyOut: stable.token, amount: stable.amount, exactIn: false, key }
    const chain = { chainId, wrappedNative: info.wrappedNative, local: localChainConfig ?? undefined }
    return sdkTradeRequest(engine, chain, params)
  }, [engine, chainId, currency])
  const isStable = request?.currencyIn.wrapped.equals(request.currencyOut) ?? false
  const v2 = useV2Trade(chainId, isStable ? null : request, USD_MAX_HOPS)
  const v3 = useV3Trade(chainId, isStable || v2.trade ? null : request, USD_MAX_HOPS)
  return useMemo(() => {
    if (!engine || !request) return null
    if (isStable) return engine.unitPrice(request.currencyIn, request.currencyOut)
    const trade = v2.trade ?? v3.trade
    if (!trade) return null
    const mid = trade.trade.route.midPrice
    return engine.priceOf(request.currencyIn, request.currencyOut, mid)
  }, [engine, request, isStable, v2.trade, v3.trade])
}

/** An amount's value in USD (as a stablecoin amount), or null when it has no price. */
export function usdValueOf(
  price: Price<SdkCurrency, SdkCurrency> | null,
  amount: CurrencyAmount<SdkCurrency> | null,
): CurrencyAmount<SdkCurrency> | null {
  if (!price || !amount) return null
  try {
    return price.quote(amount)
  } catch {
    return null
  }
}
