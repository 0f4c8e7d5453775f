// The collect write (spec 2 §4, §7): NonfungiblePositionManager.collectCallParameters, taking everything owed
// to the owner, who is the only recipient; with a native side unwrapped unless collected as WETH.
import type { Currency, Token } from '@uniswap/sdk-core'
import { NonfungiblePositionManager } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { payoutAmount } from './payoutAmount.ts'
import { type PositionCall, toPositionCall } from './positionCall.ts'

export type CollectCallParams = {
  positionManager: Address
  tokenId: bigint
  owner: Address
  tokens: readonly [Token, Token]
  /** The owed amounts shown in the confirmation (the static collect's answer). */
  fees: { amount0: bigint; amount1: bigint }
  /** The chain's native coin to unwrap to; null to collect as WETH (or when no side is wrapped native). */
  native: Currency | null
}

export function buildCollectCall(params: CollectCallParams): PositionCall {
  const { positionManager, tokenId, owner, tokens, fees, native } = params
  const parameters = NonfungiblePositionManager.collectCallParameters({
    tokenId: tokenId.toString(),
    expectedCurrencyOwed0: payoutAmount(tokens[0], fees.amount0, native),
    expectedCurrencyOwed1: payoutAmount(tokens[1], fees.amount1, native),
    recipient: owner,
  })
  return toPositionCall(positionManager, parameters)
}
