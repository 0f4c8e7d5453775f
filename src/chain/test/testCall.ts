import type { Address, Hex } from 'viem'
import { type Call, readKey } from '../multicallGas.ts'

const TARGET: Address = '0x0000000000000000000000000000000000000002'

/** A multicall read whose call data is `index` as four bytes (what the fake node answers by), for engine tests. */
export function testCall(index: number, gasRequired?: number): Call {
  const callData: Hex = `0x${index.toString(16).padStart(8, '0')}`
  return {
    address: TARGET,
    functionName: `f${index}`,
    ...(gasRequired === undefined ? {} : { gasRequired }),
    key: readKey(TARGET, `f${index}`, [], gasRequired),
    encode: () => callData,
  }
}
