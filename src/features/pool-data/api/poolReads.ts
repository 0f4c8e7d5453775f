// The multicall reads routing needs: each candidate pool's slot0 and liquidity, each pair's reserves, and a
// quote per route (QuoterV2 where the chain has it, else the first quoter; both return the amount first).
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import {
  quoterV1PathAbi,
  quoterV2PathAbi,
  v2PairReservesAbi,
  v3PoolStateAbi,
} from '../../../chain/abis/readAbis.ts'
import { quoteGasOf } from '../../../chain/multicallGas.ts'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'

export type Slot0 = { sqrtPriceX96: bigint; tick: number }

export function poolSlot0Read(pool: Address): ReadCall<Slot0> {
  const read = contractRead({ address: pool, abi: v3PoolStateAbi, functionName: 'slot0' })
  return {
    call: read.call,
    decode: (data) => {
      const [sqrtPriceX96, tick] = read.decode(data)
      return { sqrtPriceX96, tick }
    },
  }
}

export function poolLiquidityRead(pool: Address): ReadCall<bigint> {
  return contractRead({ address: pool, abi: v3PoolStateAbi, functionName: 'liquidity' })
}

export function pairReservesRead(pair: Address): ReadCall<readonly [bigint, bigint]> {
  const read = contractRead({ address: pair, abi: v2PairReservesAbi, functionName: 'getReserves' })
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
  const abi = quoter.version === 2 ? quoterV2PathAbi : quoterV1PathAbi
  const callData = encodeFunctionData({ abi, functionName, args: [path, amount] })
  return {
    call: { address: quoter.address, callData, gasRequired: quoteGasOf(chainId) },
    decode: (data) => {
      const result = decodeFunctionResult({ abi, functionName, data })
      return typeof result === 'bigint' ? result : result[0]
    },
  }
}
