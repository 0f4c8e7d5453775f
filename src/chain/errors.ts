/** Every error the chain layer throws: a short message for people, the original failure as `cause`. */
export class AppError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}

/**
 * A JSON-RPC failure, with the node's (or the spec's) code and data. `httpStatus` is set when the whole batch
 * failed with a non-ok HTTP status, `batchFailed` whenever the whole batch failed (no answer for any request).
 */
export class RpcError extends AppError {
  readonly code: number | undefined
  readonly data: unknown
  readonly httpStatus: number | undefined
  readonly batchFailed: boolean
  constructor(
    message: string,
    options: {
      code?: number
      data?: unknown
      cause?: unknown
      httpStatus?: number
      batchFailed?: boolean
    } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.data = options.data
    this.httpStatus = options.httpStatus
    this.batchFailed = options.batchFailed ?? false
  }
}

/** The user declined the request in the wallet (EIP-1193 code 4001). */
export class UserRejectedError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super('Transaction rejected.', options)
  }
}

/** The chain has no JSON-RPC endpoint in this build. */
export class ChainUnavailableError extends AppError {}

/** The wallet is on another chain than the one the transaction was built for. */
export class WrongChainError extends AppError {
  readonly expectedChainId: number
  readonly walletChainId: number
  constructor(expectedChainId: number, walletChainId: number) {
    super(`The wallet is on chain ${walletChainId}, not on chain ${expectedChainId}.`)
    this.expectedChainId = expectedChainId
    this.walletChainId = walletChainId
  }
}

/** Gas estimation failed and replaying the call showed why: `reason` is the contract's revert reason. */
export class TransactionRevertedError extends AppError {
  readonly reason: string
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options)
    this.reason = reason
  }
}

/** Gas estimation failed, yet the replayed call did not revert: there is no reason to show. */
export class GasEstimationError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super('Unexpected issue with estimating the gas. Please try again.', options)
  }
}

function codeOf(value: object): unknown {
  return 'code' in value ? value.code : undefined
}

/** Whether the wallet's rejection (code 4001) is this error or any error in its `cause` chain. */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    if (codeOf(current) === 4001 || codeOf(current) === '4001') return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

/** The one place a wallet failure becomes an AppError: 4001 anywhere in the chain → UserRejectedError. */
export function toAppError(error: unknown): AppError {
  if (isUserRejection(error))
    return error instanceof UserRejectedError ? error : new UserRejectedError({ cause: error })
  if (error instanceof AppError) return error
  const short =
    typeof error === 'object' && error !== null && 'shortMessage' in error ? error.shortMessage : undefined
  const message = typeof short === 'string' ? short : error instanceof Error ? error.message : String(error)
  return new AppError(message, { cause: error })
}

/** The error and each of its causes in turn (a cycle ends the walk). */
export function* errorChain(error: unknown): Generator<object> {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    yield current
    current = 'cause' in current ? current.cause : undefined
  }
}
