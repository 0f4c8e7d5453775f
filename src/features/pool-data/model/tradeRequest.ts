import type { CurrencyAmount, Currency as SdkCurrency, TradeType } from '@uniswap/sdk-core'
import type { LocalRoutingTokens, RoutingConfig } from '../../../lib/routing/routingBases.ts'
import type { WrappedNative } from '../../../lib/sdk/sdkCurrency.ts'
import type { PoolEngine } from './poolEngine.ts'

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

/** The chain a request routes on: its id, its wrapped native token and the local chain's routing tokens. */
export type RoutingChain = {
  chainId: number
  wrappedNative: WrappedNative
  local?: LocalRoutingTokens
}

/** A request between two SDK currencies with the chain's routing bases (the swap's, and the USD price's). */
export function sdkTradeRequest(
  engine: PoolEngine,
  chain: RoutingChain,
  params: {
    currencyIn: SdkCurrency
    currencyOut: SdkCurrency
    amount: bigint
    exactIn: boolean
    key: string
  },
): SdkTradeRequest {
  const { currencyIn, currencyOut, amount, exactIn, key } = params
  return {
    currencyIn,
    currencyOut,
    amount: engine.amountOf(exactIn ? currencyIn : currencyOut, amount),
    tradeType: exactIn ? engine.TradeType.EXACT_INPUT : engine.TradeType.EXACT_OUTPUT,
    otherCurrency: exactIn ? currencyOut : currencyIn,
    config: engine.routingConfigOf(chain.chainId, chain.wrappedNative, chain.local),
    key,
  }
}

/** What a chain read looks like to the pool engine (chain-data's call state has this shape). */
export type SettlingRead<T> = { loading: boolean; error: boolean; result: T | undefined }

/** A read's value for the pool engine: undefined while loading, null when it failed or has none. */
export function settledValue<T>(state: SettlingRead<T> | undefined): T | null | undefined {
  if (!state || state.loading) return undefined
  return state.error || state.result === undefined ? null : state.result
}
