import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
} from 'viem'
import { noncesAbi, quoterV2SingleAbi } from './abis/readAbis.ts'
import { uniswapInterfaceMulticallAbi } from './abis/uniswapInterfaceMulticall.ts'
import { balanceGasOf, type Call, quoteGasOf } from './multicallGas.ts'

/** A call plus how to decode its return data into `T`. */
export type ReadCall<T> = { readonly call: Call; readonly decode: (data: Hex) => T }

type ReadName<abi extends Abi> = ContractFunctionName<abi, 'pure' | 'view'>

/** A typed read of `functionName` on `address`, for the multicall engine. */
export function contractRead<
  const abi extends Abi,
  functionName extends ReadName<abi>,
  args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(params: {
  address: Address
  abi: abi
  functionName: functionName
  args?: args
  gasRequired?: number
}): ReadCall<ContractFunctionReturnType<abi, 'pure' | 'view', functionName, args>> {
  const { address, abi, functionName, args, gasRequired } = params
  const callData = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
  return {
    call: gasRequired === undefined ? { address, callData } : { address, callData, gasRequired },
    decode: (data) =>
      decodeFunctionResult({ abi, functionName, args, data } as Parameters<
        typeof decodeFunctionResult
      >[0]) as ContractFunctionReturnType<abi, 'pure' | 'view', functionName, args>,
  }
}

export type ResultLogger = (message: string, detail: unknown) => void

/**
 * The decoded value of a stored result: undefined while there is none, null when the call failed or its data
 * cannot be decoded (which is logged as 'Result data parsing failed').
 */
export function decodeRead<T>(
  read: ReadCall<T>,
  data: Hex | null | undefined,
  log: ResultLogger = console.debug,
): T | null | undefined {
  if (data === undefined) return undefined
  if (data === null) return null
  try {
    return read.decode(data)
  } catch (error) {
    log('Result data parsing failed', { call: read.call, data, error })
    return null
  }
}

export function tokenBalanceRead(chainId: number, token: Address, account: Address): ReadCall<bigint> {
  return contractRead({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
    gasRequired: balanceGasOf(chainId),
  })
}

export function tokenAllowanceRead(token: Address, owner: Address, spender: Address): ReadCall<bigint> {
  return contractRead({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
}

/** The permit nonce of `owner` on a token with EIP-2612 or DAI-style permits. */
export function tokenNonceRead(token: Address, owner: Address): ReadCall<bigint> {
  return contractRead({ address: token, abi: noncesAbi, functionName: 'nonces', args: [owner] })
}

export function nativeBalanceRead(chainId: number, multicall: Address, account: Address): ReadCall<bigint> {
  return contractRead({
    address: multicall,
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'getEthBalance',
    args: [account],
    gasRequired: balanceGasOf(chainId),
  })
}

export function blockTimestampRead(multicall: Address): ReadCall<bigint> {
  return contractRead({
    address: multicall,
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'getCurrentBlockTimestamp',
  })
}

export type QuoteExactInputSingleParams = {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  fee: number
  sqrtPriceLimitX96: bigint
}

export type QuoteResult = readonly [
  amountOut: bigint,
  sqrtPriceX96After: bigint,
  initializedTicksCrossed: number,
  gasEstimate: bigint,
]

/**
 * QuoterV2's quoteExactInputSingle as a multicall read with the quote gas allowance (the quoter is not a view
 * function: it reverts with the result internally, so it is only ever called, never sent).
 */
export function quoteExactInputSingleRead(
  chainId: number,
  quoterV2: Address,
  params: QuoteExactInputSingleParams,
): ReadCall<QuoteResult> {
  const callData = encodeFunctionData({
    abi: quoterV2SingleAbi,
    functionName: 'quoteExactInputSingle',
    args: [params],
  })
  return {
    call: { address: quoterV2, callData, gasRequired: quoteGasOf(chainId) },
    decode: (data) =>
      decodeFunctionResult({ abi: quoterV2SingleAbi, functionName: 'quoteExactInputSingle', data }),
  }
}
