import type { Account, Address, Chain, Hash, Hex, PublicClient, Transport, WalletClient } from 'viem'
import { isOptimismChain } from './chains.ts'
import {
  AppError,
  errorChain,
  GasEstimationError,
  RpcError,
  TransactionRevertedError,
  toAppError,
  WrongChainError,
} from './errors.ts'
import { revertReasonOf } from './revertReason.ts'

export type SendRequest = {
  to: Address
  data?: Hex
  value?: bigint
  account: Address | Account
  chainId: number
  /** A gas estimate already made for this call on the app's node (see estimateFirst); send then uses it. */
  gasEstimate?: bigint
  /**
   * A fixed gas limit the call is sent with instead of the estimate plus margin (spec 2 §7: the staking calls).
   * The call is still estimated first, so one that would revert shows its reason and is not sent.
   */
  gasLimit?: bigint
}

const GAS_MARGIN_BPS = 12_000n
const BPS = 10_000n

/** The gas limit sent for an estimate: +20 %, except on Optimism chains where the estimate is used as is. */
export function gasLimitFor(estimate: bigint, chainId: number): bigint {
  return isOptimismChain(chainId) ? estimate : (estimate * GAS_MARGIN_BPS) / BPS
}

// Estimation failed: replay the call to learn why, so the user sees the contract's reason.
const TRANSPORT_ERRORS = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError'])

/** Whether the request failed on its way to or from the node rather than in the contract. */
export function isTransportFailure(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if (current instanceof RpcError && current.batchFailed) return true
    if (current instanceof Error && TRANSPORT_ERRORS.has(current.name)) return true
  }
  return false
}

async function explainFailedEstimate(
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: SendRequest,
  estimateError: unknown,
): Promise<Error> {
  try {
    await publicClient.call({
      account: request.account,
      to: request.to,
      data: request.data,
      value: request.value,
    })
  } catch (callError) {
    // The node could not be asked (HTTP error, no answer, bad JSON): nothing reverted, the estimate just failed.
    if (isTransportFailure(callError)) return new GasEstimationError({ cause: callError })
    const reason = revertReasonOf(callError) ?? revertReasonOf(estimateError)
    if (reason !== undefined) return new TransactionRevertedError(reason, { cause: callError })
    return toAppError(callError)
  }
  return new GasEstimationError({ cause: estimateError })
}

/**
 * Sends a transaction from the wallet: estimates its gas on the app's node, applies the margin, and returns
 * the hash. Throws UserRejectedError when the wallet declines, TransactionRevertedError with the contract's
 * reason when the call would revert, GasEstimationError when it cannot be estimated for another reason.
 */
export async function send(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: SendRequest,
): Promise<Hash> {
  const { to, data, value, account, chainId } = request
  try {
    const walletChainId = await walletClient.getChainId()
    if (walletChainId !== chainId) throw new WrongChainError(chainId, walletChainId)
  } catch (error) {
    throw toAppError(error)
  }
  let estimate: bigint
  try {
    estimate = request.gasEstimate ?? (await publicClient.estimateGas({ account, to, data, value }))
  } catch (estimateError) {
    throw await explainFailedEstimate(publicClient, request, estimateError)
  }
  try {
    return await walletClient.sendTransaction({
      account,
      to,
      data,
      value,
      gas: request.gasLimit ?? gasLimitFor(estimate, chainId),
      // The chain was checked above; the wallet client need not be bound to one.
      chain: null,
    })
  } catch (error) {
    throw toAppError(error)
  }
}

/**
 * Estimates candidate calls (alternative ways to do one thing) and returns the first, in order, whose gas
 * estimates, with that estimate for send to use. When none does, throws why the last one fails, as send
 * would: TransactionRevertedError with the contract's reason, or GasEstimationError.
 */
export async function estimateFirst(
  publicClient: PublicClient<Transport, Chain | undefined>,
  candidates: readonly SendRequest[],
): Promise<SendRequest & { gasEstimate: bigint }> {
  const last = candidates.at(-1)
  if (last === undefined) throw new AppError('No call to estimate.')
  // One round trip: the app's transport batches the estimates.
  const estimates = await Promise.allSettled(
    candidates.map(({ account, to, data, value }) => publicClient.estimateGas({ account, to, data, value })),
  )
  for (const [i, estimate] of estimates.entries()) {
    const candidate = candidates[i]
    if (estimate.status === 'fulfilled' && candidate) return { ...candidate, gasEstimate: estimate.value }
  }
  const lastEstimate = estimates.at(-1)
  throw await explainFailedEstimate(
    publicClient,
    last,
    lastEstimate?.status === 'rejected' ? lastEstimate.reason : undefined,
  )
}
