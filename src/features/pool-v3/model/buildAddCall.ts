// The add writes (spec 2 §7): NonfungiblePositionManager.addCallParameters — mint a new position (creating
// and initialising the pool first, in the same multicall, when it does not exist) or increase one by its
// token id, with the slippage floor and deadline, paying the wrapped side in ETH (the rest refunded) — and
// createCallParameters, the separate Create step on Optimism networks. Each comes with the summary of what
// the calldata carries, for the confirmation to show: the call is built from the position shown there.
import { type NativeCurrency, Percent } from '@uniswap/sdk-core'
import {
  maxLiquidityForAmounts,
  NonfungiblePositionManager,
  type PermitOptions,
  type Pool,
  type Position,
  TickMath,
} from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { type PositionCall, toPositionCall } from './positionCall.ts'

const BPS = 10_000

export type AddCallParams = {
  positionManager: Address
  /** The position as confirmed (its pool at the price shown). */
  position: Position
  slippageBps: number
  /** Unix seconds. */
  deadline: bigint
  /** The chain's native coin when one side is paid in it; null to pay both sides in tokens. */
  native: NativeCurrency | null
  /** Signed permits standing in for approvals to the position manager. */
  permits?: { token0?: PermitOptions; token1?: PermitOptions }
} & ({ kind: 'mint'; recipient: Address; createPool: boolean } | { kind: 'increase'; tokenId: bigint })

export type AddCallSummary = {
  kind: 'mint' | 'increase'
  tokenId: bigint | null
  recipient: Address | null
  /** The price the pool is created at, when the call creates it. */
  createPool: { sqrtPriceX96: bigint } | null
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  amount0Desired: bigint
  amount1Desired: bigint
  amount0Min: bigint
  amount1Min: bigint
  /** The liquidity the desired amounts add at the pool's price (as the position manager computes it). */
  liquidity: bigint
  deadline: bigint
  /** ETH sent with the call: the wrapped side's desired amount. */
  value: bigint
}

export type AddCall = { call: PositionCall; summary: AddCallSummary }

const big = (value: { toString(): string }) => BigInt(value.toString())

export function buildAddCall(params: AddCallParams): AddCall {
  const { positionManager, position, slippageBps, deadline, native } = params
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > BPS)
    throw new RangeError(`Invalid slippage: ${slippageBps} bps`)
  if (big(position.liquidity) === 0n) throw new RangeError('No liquidity to add')
  const { pool } = position
  if (native && !pool.involvesToken(native.wrapped))
    throw new RangeError(`Neither token of the pool is ${native.wrapped.symbol}`)
  const slippageTolerance = new Percent(slippageBps, BPS)
  const common = {
    slippageTolerance,
    deadline: deadline.toString(),
    ...(native ? { useNative: native } : {}),
    ...(params.permits?.token0 ? { token0Permit: params.permits.token0 } : {}),
    ...(params.permits?.token1 ? { token1Permit: params.permits.token1 } : {}),
  }
  const parameters = NonfungiblePositionManager.addCallParameters(
    position,
    params.kind === 'mint'
      ? { ...common, recipient: params.recipient, createPool: params.createPool }
      : { ...common, tokenId: params.tokenId.toString() },
  )
  const call = toPositionCall(positionManager, parameters)
  const desired = position.mintAmounts
  const mins = position.mintAmountsWithSlippage(slippageTolerance)
  const liquidity = maxLiquidityForAmounts(
    pool.sqrtRatioX96,
    TickMath.getSqrtRatioAtTick(position.tickLower),
    TickMath.getSqrtRatioAtTick(position.tickUpper),
    desired.amount0,
    desired.amount1,
    // The position manager's LiquidityAmounts rounds as the SDK's imprecise variant does.
    false,
  )
  const summary: AddCallSummary = {
    kind: params.kind,
    tokenId: params.kind === 'increase' ? params.tokenId : null,
    recipient: params.kind === 'mint' ? params.recipient : null,
    createPool: params.kind === 'mint' && params.createPool ? { sqrtPriceX96: big(pool.sqrtRatioX96) } : null,
    token0: pool.token0.address as Address,
    token1: pool.token1.address as Address,
    fee: pool.fee,
    // `| 0`: a tick rounded from just below zero is -0, which the calldata carries as 0.
    tickLower: position.tickLower | 0,
    tickUpper: position.tickUpper | 0,
    amount0Desired: big(desired.amount0),
    amount1Desired: big(desired.amount1),
    amount0Min: big(mins.amount0),
    amount1Min: big(mins.amount1),
    liquidity: big(liquidity),
    deadline,
    value: call.value,
  }
  return { call, summary }
}

export type CreatePoolSummary = { token0: Address; token1: Address; fee: number; sqrtPriceX96: bigint }

/** The Create step on Optimism networks: createAndInitializePoolIfNecessary at the starting price. */
export function buildCreatePoolCall(
  positionManager: Address,
  pool: Pool,
): { call: PositionCall; summary: CreatePoolSummary } {
  const call = toPositionCall(positionManager, NonfungiblePositionManager.createCallParameters(pool))
  return {
    call,
    summary: {
      token0: pool.token0.address as Address,
      token1: pool.token1.address as Address,
      fee: pool.fee,
      sqrtPriceX96: big(pool.sqrtRatioX96),
    },
  }
}
