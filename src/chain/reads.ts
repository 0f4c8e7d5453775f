import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionReturnType,
  DecodeFunctionResultParameters,
  EncodeFunctionDataParameters,
  Hex,
} from 'viem'
import { abiCodec } from './abiCodec.ts'
import { erc20ReadAbi, noncesAbi, quoterV2SingleAbi } from './abis/readAbis.ts'
import { uniswapInterfaceMulticallAbi } from './abis/uniswapInterfaceMulticall.ts'
import { balanceGasOf, type Call, quoteGasOf, readKey } from './multicallGas.ts'

/** A call plus how to decode its return data into `T`. */
export type ReadCall<T> = { readonly call: Call; readonly decode: (data: Hex) => T }

type ReadName<abi extends Abi> = ContractFunctionName<abi, 'pure' | 'view'>
type CalledName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable'>

type ReadParams = {
  address: Address
  abi: Abi
  functionName: string
  args?: unknown
  gasRequired?: number | undefined
}

// Described without the ABI codec (the first render describes the swap page's reads): encoded when sent and
// decoded when answered, by which time the multicall has loaded the codec.
function describeRead(params: ReadParams): ReadCall<unknown> {
  const { address, abi, functionName, args, gasRequired } = params
  const call: Call = {
    address,
    functionName,
    ...(gasRequired === undefined ? {} : { gasRequired }),
    key: readKey(address, functionName, args, gasRequired),
    encode: () => abiCodec().encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters),
  }
  return {
    call,
    decode: (data) =>
      abiCodec().decodeFunctionResult({ abi, functionName, args, data } as DecodeFunctionResultParameters),
  }
}

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
  return describeRead(params) as ReadCall<
    ContractFunctionReturnType<abi, 'pure' | 'view', functionName, args>
  >
}

/**
 * A function that is not a view but is only ever called, never sent (a quoter: it reverts with its result
 * inside), as a multicall read.
 */
export function calledRead<
  const abi extends Abi,
  functionName extends CalledName<abi>,
  args extends ContractFunctionArgs<abi, 'nonpayable', functionName>,
>(params: {
  address: Address
  abi: abi
  functionName: functionName
  args?: args
  gasRequired?: number
}): ReadCall<ContractFunctionReturnType<abi, 'nonpayable', functionName, args>> {
  return describeRead(params) as ReadCall<ContractFunctionReturnType<abi, 'nonpayable', functionName, args>>
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
    abi: erc20ReadAbi,
    functionName: 'balanceOf',
    args: [account],
    gasRequired: balanceGasOf(chainId),
  })
}

export function tokenAllowanceRead(token: Address, owner: Address, spender: Address): ReadCall<bigint> {
  return contractRead({
    address: token,
    abi: erc20ReadAbi,
    functionName: 'allowance',
    args: [owner, spender],
  })
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
  return calledRead({
    address: quoterV2,
    abi: quoterV2SingleAbi,
    functionName: 'quoteExactInputSingle',
    args: [params],
    gasRequired: quoteGasOf(chainId),
  })
}
