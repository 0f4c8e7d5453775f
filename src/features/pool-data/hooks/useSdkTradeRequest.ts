import { useMemo } from 'react'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import { type Currency, currencyId } from '../../tokens/index.ts'
import { type SdkTradeRequest, sdkTradeRequest } from '../model/tradeRequest.ts'
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
    const chain = { chainId, wrappedNative: info.wrappedNative, local: localChainConfig ?? undefined }
    return sdkTradeRequest(engine, chain, {
      currencyIn,
      currencyOut,
      amount,
      exactIn: exactField === 'INPUT',
      key,
    })
  }, [engine, key])
}
