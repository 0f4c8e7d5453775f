// The multicall reads routing needs: each candidate pool's slot0 and liquidity, each pair's reserves, and a
// quote per route (QuoterV2 where the chain has it, else the first quoter; both return the amount first).
import type { Address, Hex } from 'viem'
import {
  erc20ReadAbi,
  quoterV1PathAbi,
  quoterV2PathAbi,
  v2PairReservesAbi,
  v3PoolStateAbi,
} from '../../../chain/abis/readAbis.ts'
import { quoteGasOf } from '../../../chain/multicallGas.ts'
import { calledRead, contractRead, type ReadCall } from '../../../chain/reads.ts'

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
  return contractRead({ address: pair, abi: erc20ReadAbi, functionName: 'totalSupply' })
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
  const params = {
    address: quoter.address,
    functionName,
    args: [path, amount],
    gasRequired: quoteGasOf(chainId),
  } as const
  // Both quoters answer with the amount first (QuoterV2 adds what the swap would cross).
  if (quoter.version === 1) return calledRead({ ...params, abi: quoterV1PathAbi })
  const read = calledRead({ ...params, abi: quoterV2PathAbi })
  return { call: read.call, decode: (data) => read.decode(data)[0] }
}
