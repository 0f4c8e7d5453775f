// Sends a swap through the one recorded write path: the trade's candidate calls are estimated on the app's
// node and the first that estimates is sent with that estimate (+20 %, none on Optimism). Loaded on first
// use: it carries the SDKs.
import type { Account, Address, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import {
  AppError,
  GasEstimationError,
  isUserRejection,
  TransactionRevertedError,
  toAppError,
  UserRejectedError,
  WrongChainError,
} from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { revertReasonOf } from '../../../chain/revertReason.ts'
import { estimateFirst } from '../../../chain/send.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import { buildSwapCalls } from '../model/swapCalls.ts'
import { type SwapFailure, swapErrorKind } from '../model/swapErrors.ts'
import { SwapSendError } from '../model/swapSendErrors.ts'

export type SwapRequest = {
  chainId: number
  account: Address
  trade: SwapTrade
  recipient: Address
  slippageBps: number
  /** Unix seconds. */
  deadline: bigint
  routers: { v2Router02?: Address; swapRouter?: Address }
  /** A permit of the input token for SwapRouter (v3 trades only), folded into the swap's multicall. */
  permit?: PermitSignature
}

/** The trade gave no call to try. */
export class NoSwapCallError extends AppError {
  constructor() {
    super('Unexpected error. Could not estimate gas for the swap.')
  }
}

/**
 * Sends the swap and records it with `summary`; resolves to its hash. Throws UserRejectedError,
 * TransactionRevertedError (the revert reason of the last candidate when none estimates), GasEstimationError,
 * NoSwapCallError or another AppError: swapFailureOf tells which.
 */
export async function sendSwap(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: SwapRequest,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const { chainId, account, trade, ...options } = request
  const calls = buildSwapCalls(trade, options)
  if (calls.length === 0) throw new NoSwapCallError()
  const chosen = await estimateFirst(
    publicClient,
    calls.map((call) => ({ ...call, account, chainId })),
  )
  return sendAndRecord(walletClient, publicClient, chosen, { summary }, record)
}

/** A failure of sendSwap as the error the view names: its kind, classified here with the send path. */
export function swapSendErrorOf(error: unknown): SwapSendError {
  return new SwapSendError(swapErrorKind(swapFailureOf(error)), { cause: error })
}

/** What a failure of sendSwap was, for the swap's error kinds. */
export function swapFailureOf(error: unknown): SwapFailure {
  if (error instanceof UserRejectedError || isUserRejection(error)) return { type: 'rejected' }
  if (error instanceof WrongChainError) return { type: 'wrong-chain' }
  if (error instanceof TransactionRevertedError) return { type: 'reverted', reason: error.reason }
  if (error instanceof GasEstimationError) return { type: 'estimate-failed' }
  if (error instanceof NoSwapCallError) return { type: 'no-call' }
  return { type: 'other', reason: revertReasonOf(error) ?? (toAppError(error).message || null) }
}
