import type { MethodParameters } from '@uniswap/v3-sdk'
import { type Address, type Hex, isHex } from 'viem'

/** A write to the position manager, as chain/send takes it. */
export type PositionCall = { to: Address; data: Hex; value: bigint }

export function toPositionCall(positionManager: Address, parameters: MethodParameters): PositionCall {
  if (!isHex(parameters.calldata)) throw new TypeError('Position manager calldata is not hex')
  return { to: positionManager, data: parameters.calldata, value: BigInt(parameters.value) }
}
