import type { Address, Chain, Hex, PublicClient, Transport } from 'viem'
import { loadAbiCodec } from './abiCodec.ts'
import { uniswapInterfaceMulticallAbi } from './abis/uniswapInterfaceMulticall.ts'
import { errorChain } from './errors.ts'
import { type Call, gasLimitOf } from './multicallGas.ts'

export type ReadClient = PublicClient<Transport, Chain | undefined>

/** A call's outcome inside one multicall: its return data, or null when it reverted. */
export type ChunkResult = { blockNumber: number; returnData: readonly (Hex | null)[] }

/**
 * One multicall (one eth_call) of `calls` at `blockNumber` (latest when absent), through
 * UniswapInterfaceMulticall. Rejects when the whole call fails; a reverted call yields null.
 */
export async function aggregateCalls(
  client: ReadClient,
  multicallAddress: Address,
  calls: readonly Call[],
  blockNumber?: number,
): Promise<ChunkResult> {
  const { encodeFunctionData, decodeFunctionResult } = await loadAbiCodec()
  const data = encodeFunctionData({
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'multicall',
    args: [
      calls.map((call) => ({
        target: call.address,
        gasLimit: BigInt(gasLimitOf(call)),
        callData: call.encode(),
      })),
    ],
  })
  const response = await client.call({
    to: multicallAddress,
    data,
    ...(blockNumber === undefined ? {} : { blockNumber: BigInt(blockNumber) }),
  })
  const [resultBlock, results] = decodeFunctionResult({
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'multicall',
    data: response.data ?? '0x',
  })
  if (results.length !== calls.length) throw new Error('Multicall returned a wrong number of results')
  return {
    blockNumber: Number(resultBlock),
    returnData: results.map((result) => (result.success ? result.returnData : null)),
  }
}

/** Whether the failure is a node that does not have the requested block yet ('header not found'). */
export function isHeaderNotFound(error: unknown): boolean {
  for (const current of errorChain(error)) {
    for (const field of ['message', 'details', 'shortMessage'] as const) {
      const text = field in current ? (current as Record<string, unknown>)[field] : undefined
      if (typeof text === 'string' && /header not found/i.test(text)) return true
    }
  }
  return false
}
