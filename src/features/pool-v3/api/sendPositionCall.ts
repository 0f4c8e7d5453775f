// Sends a collect or remove from the connected wallet through the one recorded write path. Loaded on first use:
// wagmi's actions stay out of the page until a write.
import type { Address, Hash } from 'viem'
import { sendConnectedCall } from '../../transactions/index.ts'
import type { PositionCall } from '../model/positionCall.ts'

export type PositionCallRequest = { chainId: number; account: Address; call: PositionCall }

/** Resolves to the hash once the wallet returns it; the transaction is recorded with `summary` by then. */
export function sendPositionCall(request: PositionCallRequest, summary: string): Promise<Hash> {
  const { chainId, account, call } = request
  return sendConnectedCall({ ...call, account, chainId }, summary)
}
