// A trade the swap screen can show and execute: a v2 trade (through Router02) or a v3 trade (through
// SwapRouter), both as the Uniswap SDKs build them. Types only here: the SDKs load with the trade engine.
import type { Currency, TradeType } from '@uniswap/sdk-core'
import type { Trade as V2Trade } from '@uniswap/v2-sdk'
import type { Trade as V3Trade } from '@uniswap/v3-sdk'

export type RouterVersion = 'v2' | 'v3'

export type SwapTrade =
  | { readonly version: 'v2'; readonly trade: V2Trade<Currency, Currency, TradeType> }
  | { readonly version: 'v3'; readonly trade: V3Trade<Currency, Currency, TradeType> }

/** Trade states of spec 1 §3. */
export type TradeState = 'invalid' | 'loading' | 'no-route' | 'valid' | 'syncing'

export type BestTrade = {
  readonly state: TradeState
  readonly trade: SwapTrade | null
  /**
   * Some read the trade is derived from got no answer from the node: the trade, or the lack of one, may not be
   * what the chain says (a pool the node did not answer for counts as missing).
   */
  readonly readsFailed?: boolean
}
