// The add calldata read back with the app's own copy of the position manager's ABI (not the SDK that wrote
// it): what the tests compare with the summary the confirmation shows.
import { decodeFunctionData, type Hex } from 'viem'
import { nonfungiblePositionManagerAbi as abi } from '../../../../chain/abis/nonfungiblePositionManager.ts'
import type { AddCallSummary } from '../../model/buildAddCall.ts'
import type { PositionCall } from '../../model/positionCall.ts'

/** The summary's fields the calldata carries (an increase names neither tokens nor ticks), and the refund. */
export type DecodedAdd = Partial<Omit<AddCallSummary, 'liquidity'>> & { refundETH: boolean }

function innerCalls(data: Hex) {
  const outer = decodeFunctionData({ abi, data })
  if (outer.functionName !== 'multicall') return [outer]
  const [calls] = outer.args
  return calls.map((call) => decodeFunctionData({ abi, data: call }))
}

export function decodeAddCall(call: PositionCall): DecodedAdd {
  const decoded: DecodedAdd = { createPool: null, refundETH: false, value: call.value }
  for (const inner of innerCalls(call.data)) {
    switch (inner.functionName) {
      case 'createAndInitializePoolIfNecessary': {
        const [token0, token1, fee, sqrtPriceX96] = inner.args
        Object.assign(decoded, { token0, token1, fee, createPool: { sqrtPriceX96 } })
        break
      }
      case 'mint': {
        const [params] = inner.args
        Object.assign(decoded, { kind: 'mint', tokenId: null, ...params })
        break
      }
      case 'increaseLiquidity': {
        const [params] = inner.args
        Object.assign(decoded, { kind: 'increase', recipient: null, ...params })
        break
      }
      case 'refundETH':
        decoded.refundETH = true
        break
      default:
        throw new Error(`An add does not call ${inner.functionName}`)
    }
  }
  return decoded
}

/** The decoded fields as the summary has them (without the refund flag). */
export function decodedSummary(call: PositionCall): Partial<AddCallSummary> {
  const { refundETH: _, ...fields } = decodeAddCall(call)
  return fields
}
