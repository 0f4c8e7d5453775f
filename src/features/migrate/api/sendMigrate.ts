// Sends a migration from the connected wallet through the one recorded write path. Loaded on first use:
// wagmi's actions stay out of the page until a write.
import type { Address, Hash } from 'viem'
import { sendConnectedCall } from '../../transactions/index.ts'
import { buildMigrateCall, type MigrateCallParams } from '../model/buildMigrateCall.ts'

export type MigrateRequest = MigrateCallParams & { chainId: number; account: Address }

/** Builds the call from what was confirmed and sends it; resolves to the hash, recorded with `summary`. */
export function sendMigrate(
  request: MigrateRequest,
  summary: string,
): Promise<{ hash: Hash; call: ReturnType<typeof buildMigrateCall> }> {
  const { chainId, account, ...params } = request
  const call = buildMigrateCall(params)
  return sendConnectedCall(
    { chainId, account, to: call.to, data: call.data, value: call.value },
    summary,
  ).then((hash) => ({ hash, call }))
}
