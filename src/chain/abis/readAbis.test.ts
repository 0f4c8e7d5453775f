import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ensRegistryAbi,
  ensResolverAbi,
  erc20Bytes32Abi,
  erc20ReadAbi,
  noncesAbi,
  quoterV1PathAbi,
  quoterV2PathAbi,
  quoterV2SingleAbi,
  v2PairReservesAbi,
  v3PoolStateAbi,
} from './readAbis.ts'

const SIGNATURES: Record<string, readonly string[]> = {
  erc20ReadAbi: [
    'function balanceOf(address account) view returns (uint256)',
    'function allowance(address owner, address spender) view returns (uint256)',
    'function totalSupply() view returns (uint256)',
  ],
  noncesAbi: ['function nonces(address owner) view returns (uint256)'],
  quoterV2SingleAbi: [
    'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  ],
  v3PoolStateAbi: [
    'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
    'function liquidity() view returns (uint128)',
  ],
  v2PairReservesAbi: [
    'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  ],
  quoterV2PathAbi: [
    'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
    'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  ],
  quoterV1PathAbi: [
    'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut)',
    'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn)',
  ],
  ensRegistryAbi: ['function resolver(bytes32 node) view returns (address)'],
  ensResolverAbi: [
    'function addr(bytes32 node) view returns (address)',
    'function name(bytes32 node) view returns (string)',
    'function contenthash(bytes32 node) view returns (bytes)',
  ],
  erc20Bytes32Abi: ['function name() view returns (bytes32)', 'function symbol() view returns (bytes32)'],
}

describe("the first load's and the background's read ABIs", () => {
  const abis = {
    erc20ReadAbi,
    noncesAbi,
    quoterV2SingleAbi,
    v3PoolStateAbi,
    v2PairReservesAbi,
    quoterV2PathAbi,
    quoterV1PathAbi,
    ensRegistryAbi,
    ensResolverAbi,
    erc20Bytes32Abi,
  }
  it.each(Object.entries(abis))('%s is its signatures, parsed', (name, abi) => {
    expect(abi).toEqual(parseAbi(SIGNATURES[name] ?? []))
  })
})
