import type { CurrencyAmount, Currency as SdkCurrency, TradeType } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import type { RoutingConfig } from '../../../lib/routing/routingBases.ts'
import type { CallState } from '../../chain-data/index.ts'
import { type Currency, currencyId } from '../../tokens/index.ts'
import type { PoolEngine } from '../model/poolEngine.ts'
import { usePoolEngine } from './usePoolEngine.ts'

export type TradeRequest = {
  chainId: number
  input: Currency | null
  output: Currency | null
  /** Which side the amount is of: the input (exact input) or the output (exact output). */
  exactField: 'INPUT' | 'OUTPUT'
  /** The typed amount of the exact side in its base units; null when there is none. */
  amount: bigint | null
}

/** A trade request in SDK terms, with the chain's routing bases; null when it is not a complete request. */
export type SdkTradeRequest = {
  currencyIn: SdkCurrency
  currencyOut: SdkCurrency
  amount: CurrencyAmount<SdkCurrency>
  tradeType: TradeType
  /** The currency on the other side of the typed amount. */
  otherCurrency: SdkCurrency
  config: RoutingConfig
  key: string
}

/** A request between two SDK currencies with the chain's routing bases (the swap's, and the USD price's). */
export function sdkTradeRequest(
  engine: PoolEngine,
  chainId: number,
  params: {
    currencyIn: SdkCurrency
    currencyOut: SdkCurrency
    amount: bigint
    exactIn: boolean
    key: string
  },
): SdkTradeRequest | null {
  const info = chainInfoOf(chainId)
  if (!info) return null
  const { currencyIn, currencyOut, amount, exactIn, key } = params
  return {
    currencyIn,
    currencyOut,
    amount: engine.amountOf(exactIn ? currencyIn : currencyOut, amount),
    tradeType: exactIn ? engine.TradeType.EXACT_INPUT : engine.TradeType.EXACT_OUTPUT,
    otherCurrency: exactIn ? currencyOut : currencyIn,
    config: engine.routingConfigOf(chainId, info.wrappedNative, localChainConfig ?? undefined),
    key,
  }
}

/** The request in SDK terms once the pool engine is loaded (it is asked for while the request is complete). */
export function useSdkTradeRequest(request: TradeRequest): SdkTradeRequest | null {
  const { chainId, input, output, exactField, amount } = request
  const engine = usePoolEngine(input !== null && output !== null && amount !== null)
  const key = `${chainId}:${input ? currencyId(input) : ''}:${output ? currencyId(output) : ''}:${exactField}:${amount ?? ''}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request's contents.
  return useMemo(() => {
    const info = chainInfoOf(chainId)
    if (!engine || !info || !input || !output || amount === null || amount <= 0n) return null
    if (input.chainId !== chainId || output.chainId !== chainId) return null
    const currencyIn = engine.toSdkCurrency(input, info.wrappedNative)
    const currencyOut = engine.toSdkCurrency(output, info.wrappedNative)
    if (currencyIn.wrapped.equals(currencyOut.wrapped)) return null
    return sdkTradeRequest(engine, chainId, {
      currencyIn,
      currencyOut,
      amount,
      exactIn: exactField === 'INPUT',
      key,
    })
  }, [engine, key])
}

/** A read's value for the pool engine: undefined while loading, null when it failed or has none. */
export function settledValue<T>(state: CallState<T> | undefined): T | null | undefined {
  if (!state || state.loading) return undefined
  return state.error || state.result === undefined ? null : state.result
}
