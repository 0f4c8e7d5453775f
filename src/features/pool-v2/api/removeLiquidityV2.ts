// Sends a remove v2 through the one recorded write path (spec 2 §7, §8): the router calls the model names for
// what was confirmed are estimated on the app's node in one round trip, and the first that estimates is sent
// with that estimate — so a fee-on-transfer token falls through to its supporting twin.
import type { Account, Address, Chain, Hash, Hex, PublicClient, Transport, WalletClient } from 'viem'
import { encodeFunctionData } from 'viem'
import { estimateFirst } from '../../../chain/send.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import {
  buildRemoveV2Calls,
  type RemoveV2Call,
  type RemoveV2CallParams,
} from '../model/buildRemoveV2Calls.ts'

/** Logged when no candidate estimates (spec 2 §8: logged only; the estimate's own error is what is thrown). */
export const WOULD_FAIL_MESSAGE = 'This transaction would fail. Please contact support.'

export type RemoveV2Request = RemoveV2CallParams & { chainId: number }

/** A candidate as the transaction it is: no value, the calldata from the router's ABI. */
export function encodeRemoveV2Call(call: RemoveV2Call): { to: Address; data: Hex } {
  return { to: call.to, data: encodeFunctionData({ abi: v2Router02LiquidityAbi, ...call }) }
}

/**
 * Removes the liquidity and records the transaction with `summary`; resolves to its hash. Throws
 * RemoveV2NotAuthorizedError without an approval or a fitting permit, the chain layer's TransactionRevertedError
 * or GasEstimationError when no candidate estimates (after logging WOULD_FAIL_MESSAGE), UserRejectedError when
 * the wallet declines.
 */
export async function removeLiquidityV2(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: RemoveV2Request,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const { chainId, ...params } = request
  const candidates = buildRemoveV2Calls(params).map((call) => ({
    ...encodeRemoveV2Call(call),
    account: params.account,
    chainId,
  }))
  let chosen: Awaited<ReturnType<typeof estimateFirst>>
  try {
    chosen = await estimateFirst(publicClient, candidates)
  } catch (error) {
    console.error(WOULD_FAIL_MESSAGE, error)
    throw error
  }
  return sendAndRecord(walletClient, publicClient, chosen, { summary }, record)
}
