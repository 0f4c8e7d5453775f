// The remove write (spec 2 §7, §9): NonfungiblePositionManager.removeCallParameters — decrease the chosen
// share of the liquidity with the slippage floor (5 % by default), collect it with the fees owed to the
// owner, and burn the NFT only when everything comes out and the user asked for it.
import { type Currency, Percent } from '@uniswap/sdk-core'
import { NonfungiblePositionManager, type Position } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { payoutAmount } from './payoutAmount.ts'
import { type PositionCall, toPositionCall } from './positionCall.ts'
import { checkPercent, removedPosition } from './removedPosition.ts'

const BPS = 10_000

export type RemoveCallParams = {
  positionManager: Address
  tokenId: bigint
  owner: Address
  /** The position as confirmed (its pool at the price shown). */
  position: Position
  /** Whole percent of the liquidity, 1 … 100. */
  percent: number
  slippageBps: number
  /** Unix seconds. */
  deadline: bigint
  burn: boolean
  fees: { amount0: bigint; amount1: bigint }
  /** The chain's native coin to unwrap to; null to receive WETH. */
  native: Currency | null
}

export function buildRemoveCall(params: RemoveCallParams): PositionCall {
  const { positionManager, tokenId, owner, position, percent, slippageBps, deadline, burn, fees, native } =
    params
  checkPercent(percent)
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > BPS)
    throw new RangeError(`Invalid slippage: ${slippageBps} bps`)
  if (burn && percent !== 100)
    throw new RangeError('The position can be burned only when all of it is removed')
  if (removedPosition(position, percent).liquidity.toString() === '0')
    throw new RangeError('No liquidity to remove')
  const parameters = NonfungiblePositionManager.removeCallParameters(position, {
    tokenId: tokenId.toString(),
    liquidityPercentage: new Percent(percent, 100),
    slippageTolerance: new Percent(slippageBps, BPS),
    deadline: deadline.toString(),
    burnToken: burn,
    collectOptions: {
      expectedCurrencyOwed0: payoutAmount(position.pool.token0, fees.amount0, native),
      expectedCurrencyOwed1: payoutAmount(position.pool.token1, fees.amount1, native),
      recipient: owner,
    },
  })
  return toPositionCall(positionManager, parameters)
}
