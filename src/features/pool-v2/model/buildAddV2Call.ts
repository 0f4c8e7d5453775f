// The v2 add write (spec 2 §7): Router02's addLiquidity, or addLiquidityETH when one side is the native coin
// (the router wraps what is sent and refunds what the pair does not take). Each minimum is the desired amount
// less the slippage; creating a pool takes no slippage (spec 2 §9): the creator sets the price, and an add that
// lands after someone else set another one reverts instead of depositing at theirs. Comes with the summary of
// what the calldata carries, for the confirmation to show: the call is built from the amounts shown there.
import type { Currency } from '@uniswap/sdk-core'
import { type Address, encodeFunctionData, type Hex, maxUint256 } from 'viem'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'

/** Spec 2 §9: the v2 add form's slippage when the user has not set one. */
export const ADD_V2_SLIPPAGE_BPS = 50
const BPS = 10_000n

export type AddV2CallParams = {
  router: Address
  currencyA: Currency
  currencyB: Currency
  /** Base units, as the confirmation shows them. */
  amountA: bigint
  amountB: bigint
  slippageBps: number
  /** The add creates the pool (no pair, or one holding nothing). */
  noLiquidity: boolean
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
}

export type AddV2CallSummary = {
  method: 'addLiquidity' | 'addLiquidityETH'
  currencyA: Currency
  currencyB: Currency
  /** What the router may take of each side at most, and at least (else it reverts). */
  amountA: bigint
  amountB: bigint
  amountAMin: bigint
  amountBMin: bigint
  createPool: boolean
  recipient: Address
  deadline: bigint
  /** ETH sent with the call: the native side's amount. */
  value: bigint
}

export type AddV2Call = { to: Address; data: Hex; value: bigint; summary: AddV2CallSummary }

const minimumOf = (amount: bigint, slippageBps: bigint) => (amount * (BPS - slippageBps)) / BPS

export function buildAddV2Call(params: AddV2CallParams): AddV2Call {
  const { currencyA, currencyB, amountA, amountB, recipient, deadline } = params
  if (!Number.isInteger(params.slippageBps) || params.slippageBps < 0 || params.slippageBps > 10_000)
    throw new RangeError(`Invalid slippage: ${params.slippageBps} bps`)
  if (currencyA.wrapped.equals(currencyB.wrapped)) throw new RangeError('A pair needs two different tokens')
  for (const amount of [amountA, amountB])
    if (amount <= 0n || amount > maxUint256) throw new RangeError(`Invalid amount: ${amount}`)
  const slippageBps = params.noLiquidity ? 0n : BigInt(params.slippageBps)
  const amountAMin = minimumOf(amountA, slippageBps)
  const amountBMin = minimumOf(amountB, slippageBps)
  const common = {
    currencyA,
    currencyB,
    amountA,
    amountB,
    amountAMin,
    amountBMin,
    createPool: params.noLiquidity,
    recipient,
    deadline,
  }
  if (currencyA.isNative || currencyB.isNative) {
    const nativeIsA = currencyA.isNative
    const token = (nativeIsA ? currencyB : currencyA).wrapped.address as Address
    const [tokenAmount, tokenMin, ethAmount, ethMin] = nativeIsA
      ? [amountB, amountBMin, amountA, amountAMin]
      : [amountA, amountAMin, amountB, amountBMin]
    const data = encodeFunctionData({
      abi: v2Router02LiquidityAbi,
      functionName: 'addLiquidityETH',
      args: [token, tokenAmount, tokenMin, ethMin, recipient, deadline],
    })
    return {
      to: params.router,
      data,
      value: ethAmount,
      summary: { method: 'addLiquidityETH', ...common, value: ethAmount },
    }
  }
  const data = encodeFunctionData({
    abi: v2Router02LiquidityAbi,
    functionName: 'addLiquidity',
    args: [
      currencyA.wrapped.address as Address,
      currencyB.wrapped.address as Address,
      amountA,
      amountB,
      amountAMin,
      amountBMin,
      recipient,
      deadline,
    ],
  })
  return { to: params.router, data, value: 0n, summary: { method: 'addLiquidity', ...common, value: 0n } }
}
