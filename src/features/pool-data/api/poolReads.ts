// The multicall reads routing needs: each candidate pool's slot0 and liquidity, each pair's reserves, and a
// quote per route (QuoterV2 where the chain has it, else the first quoter; both return the amount first).
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem'
import { quoteGasOf } from '../../../chain/multicallGas.ts'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const quoterV2Abi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
const quoterV1Abi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn)',
])

export type Slot0 = { sqrtPriceX96: bigint; tick: number }

export function poolSlot0Read(pool: Address): ReadCall<Slot0> {
  const read = contractRead({ address: pool, abi: poolAbi, functionName: 'slot0' })
  return {
    call: read.call,
    decode: (data) => {
      const [sqrtPriceX96, tick] = read.decode(data)
      return { sqrtPriceX96, tick }
    },
  }
}

export function poolLiquidityRead(pool: Address): ReadCall<bigint> {
  return contractRead({ address: pool, abi: poolAbi, functionName: 'liquidity' })
}

export function pairReservesRead(pair: Address): ReadCall<readonly [bigint, bigint]> {
  const read = contractRead({ address: pair, abi: pairAbi, functionName: 'getReserves' })
  return {
    call: read.call,
    decode: (data) => {
      const [r0, r1] = read.decode(data)
      return [r0, r1] as const
    },
  }
}

/** The LP token supply of a v2 pair (the pair is its own LP token). */
export function lpTotalSupplyRead(pair: Address): ReadCall<bigint> {
  return contractRead({ address: pair, abi: erc20Abi, functionName: 'totalSupply' })
}

export type Quoter = { address: Address; version: 1 | 2 }

/** The quote of a path: the output for an exact input, the input for an exact output, as a raw amount. */
export function quoteRead(
  chainId: number,
  quoter: Quoter,
  path: Hex,
  amount: bigint,
  exactInput: boolean,
): ReadCall<bigint> {
  const functionName = exactInput ? 'quoteExactInput' : 'quoteExactOutput'
  const abi = quoter.version === 2 ? quoterV2Abi : quoterV1Abi
  const callData = encodeFunctionData({ abi, functionName, args: [path, amount] })
  return {
    call: { address: quoter.address, callData, gasRequired: quoteGasOf(chainId) },
    decode: (data) => {
      const result = decodeFunctionResult({ abi, functionName, data })
      return typeof result === 'bigint' ? result : result[0]
    },
  }
}
