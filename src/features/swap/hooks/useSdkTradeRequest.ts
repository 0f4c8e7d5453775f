import type { CurrencyAmount, Currency as SdkCurrency, TradeType } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import { type Currency, currencyId } from '../../tokens/index.ts'
import type { Field } from '../model/swapQuery.ts'
import type { RoutingConfig } from '../model/trade/routingBases.ts'
import type { TradeEngine } from '../model/trade/tradeEngine.ts'

export type TradeRequest = {
  chainId: number
  input: Currency | null
  output: Currency | null
  exactField: Field
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

export function useSdkTradeRequest(
  engine: TradeEngine | null,
  request: TradeRequest,
): SdkTradeRequest | null {
  const { chainId, input, output, exactField, amount } = request
  const key = `${chainId}:${input ? currencyId(input) : ''}:${output ? currencyId(output) : ''}:${exactField}:${amount ?? ''}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request's contents.
  return useMemo(() => {
    const info = chainInfoOf(chainId)
    if (!engine || !info || !input || !output || amount === null || amount <= 0n) return null
    if (input.chainId !== chainId || output.chainId !== chainId) return null
    const currencyIn = engine.toSdkCurrency(input, info.wrappedNative)
    const currencyOut = engine.toSdkCurrency(output, info.wrappedNative)
    if (currencyIn.wrapped.equals(currencyOut.wrapped)) return null
    const exactIn = exactField === 'INPUT'
    const local = localChainConfig ?? undefined
    return {
      currencyIn,
      currencyOut,
      amount: engine.amountOf(exactIn ? currencyIn : currencyOut, amount),
      tradeType: exactIn ? engine.TradeType.EXACT_INPUT : engine.TradeType.EXACT_OUTPUT,
      otherCurrency: exactIn ? currencyOut : currencyIn,
      config: engine.routingConfigOf(chainId, info.wrappedNative, local),
      key,
    }
  }, [engine, key])
}
