// The calls that execute a swap (spec 1 §7 "On-chain writes"), in the order to try them: Router02's swap
// function for a v2 trade (for exact input, then its fee-on-transfer variant), SwapRouter's multicall for a
// v3 trade, where the SDK folds in the input token's permit and the unwrap to the native coin. This module
// carries the SDKs: only the send path loads it.
import { Percent, TradeType } from '@uniswap/sdk-core'
import { Router } from '@uniswap/v2-sdk'
import { SwapRouter } from '@uniswap/v3-sdk'
import {
  type AbiFunction,
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isHex,
  parseAbi,
} from 'viem'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { type SignedPermit, toPermitOptions } from '../../../lib/sdk/permitOptions.ts'

/** Router02's swap functions (the SDK names one of them and gives its arguments). */
export const V2_ROUTER_SWAP_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

export type SwapCall = { to: Address; data: Hex; value: bigint }

/** A signed permit of the input token for SwapRouter (the chain layer's PermitSignature fits). */
export type SwapPermit = SignedPermit

export type SwapCallOptions = {
  recipient: Address
  slippageBps: number
  /** Unix seconds. */
  deadline: bigint
  routers: { v2Router02?: Address; swapRouter?: Address }
  /** v3 only: Router02 has no permit entry. */
  permit?: SwapPermit
}

const BPS = 10_000

function toV2Argument(type: string, value: string | string[]): unknown {
  if (type === 'address[]' && Array.isArray(value)) return value.map((address) => getAddress(address))
  if (type === 'address' && typeof value === 'string') return getAddress(value)
  if (type === 'uint256' && typeof value === 'string') return BigInt(value)
  throw new TypeError(`Unexpected router argument for ${type}`)
}

function encodeV2Call(methodName: string, args: readonly (string | string[])[]): Hex {
  const functions: readonly AbiFunction[] = V2_ROUTER_SWAP_ABI
  const item = functions.find((entry) => entry.name === methodName)
  if (!item || item.inputs.length !== args.length) throw new TypeError(`Unknown router method ${methodName}`)
  const converted = item.inputs.map((input, i) => toV2Argument(input.type, args[i] ?? ''))
  return encodeFunctionData({ abi: [item], functionName: item.name, args: converted })
}

function v2Calls(
  trade: Extract<SwapTrade, { version: 'v2' }>['trade'],
  options: SwapCallOptions,
): SwapCall[] {
  const router = options.routers.v2Router02
  if (!router) throw new Error('missing dependencies')
  if (options.permit) throw new TypeError('Router02 takes no permit')
  const base = {
    allowedSlippage: new Percent(options.slippageBps, BPS),
    recipient: options.recipient,
    deadline: Number(options.deadline),
  }
  const variants = trade.tradeType === TradeType.EXACT_INPUT ? [false, true] : [false]
  return variants.map((feeOnTransfer) => {
    const { methodName, args, value } = Router.swapCallParameters(trade, { ...base, feeOnTransfer })
    return { to: router, data: encodeV2Call(methodName, args), value: BigInt(value) }
  })
}

function v3Call(trade: Extract<SwapTrade, { version: 'v3' }>['trade'], options: SwapCallOptions): SwapCall {
  const router = options.routers.swapRouter
  if (!router) throw new Error('missing dependencies')
  const { calldata, value } = SwapRouter.swapCallParameters([trade], {
    slippageTolerance: new Percent(options.slippageBps, BPS),
    recipient: options.recipient,
    deadline: options.deadline.toString(),
    ...(options.permit ? { inputTokenPermit: toPermitOptions(options.permit) } : {}),
  })
  if (!isHex(calldata)) throw new TypeError('SwapRouter calldata is not hex')
  return { to: router, data: calldata, value: BigInt(value) }
}

/** The candidate calls for the trade, in the order to try them (the first whose gas estimates is sent). */
export function buildSwapCalls(trade: SwapTrade, options: SwapCallOptions): SwapCall[] {
  if (!Number.isInteger(options.slippageBps) || options.slippageBps < 0 || options.slippageBps > BPS)
    throw new RangeError(`Invalid slippage: ${options.slippageBps} bps`)
  return trade.version === 'v2' ? v2Calls(trade.trade, options) : [v3Call(trade.trade, options)]
}
