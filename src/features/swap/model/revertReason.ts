// What a failed swap's revert reason means for the user (spec 1 §8 "Swap revert mapping"; facts §14).
// The view turns each kind into the spec's exact text.

export type SwapRevertKind =
  | { kind: 'expired' }
  | { kind: 'insufficient-output-or-excessive-input' }
  | { kind: 'transfer-from-failed' }
  | { kind: 'transfer-failed' }
  | { kind: 'invariant' }
  | { kind: 'v3-price-movement' }
  | { kind: 'v3-transfer-failed' }
  | { kind: 'execution-error' }
  | { kind: 'unknown'; reason: string | null }

export function classifySwapRevert(reason: string | null | undefined): SwapRevertKind {
  const r = reason?.replace(/^execution reverted: /, '') ?? null
  switch (r) {
    case 'UniswapV2Router: EXPIRED':
      return { kind: 'expired' }
    case 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT':
    case 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT':
      return { kind: 'insufficient-output-or-excessive-input' }
    case 'TransferHelper: TRANSFER_FROM_FAILED':
      return { kind: 'transfer-from-failed' }
    case 'UniswapV2: TRANSFER_FAILED':
      return { kind: 'transfer-failed' }
    case 'UniswapV2: K':
      return { kind: 'invariant' }
    case 'Too little received':
    case 'Too much requested':
    case 'STF':
      return { kind: 'v3-price-movement' }
    case 'TF':
      return { kind: 'v3-transfer-failed' }
    default:
      if (r?.includes('undefined is not an object')) return { kind: 'execution-error' }
      return { kind: 'unknown', reason: r }
  }
}
