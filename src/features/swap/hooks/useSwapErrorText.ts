import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { SwapRevertKind } from '../model/revertReason.ts'
import type { SwapErrorKind } from '../model/swapErrors.ts'
import { SwapNotReadyError, SwapSendError } from '../model/swapSendErrors.ts'

/** The spec's texts (spec 1 §8, facts §14) for why a swap could not be sent, in the active locale. */
export function useSwapErrorText(): (error: SwapErrorKind) => string {
  const { t } = useLingui()
  return useCallback(
    (error: SwapErrorKind): string => {
      const revertText = (revert: SwapRevertKind): string => {
        switch (revert.kind) {
          case 'expired':
            return t`The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.`
          case 'insufficient-output-or-excessive-input':
            return t`This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.`
          case 'transfer-from-failed':
            return t`The input token cannot be transferred. There may be an issue with the input token.`
          case 'transfer-failed':
            return t`The output token cannot be transferred. There may be an issue with the output token.`
          case 'invariant':
            return t`The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.`
          case 'v3-price-movement':
            return t`This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
          case 'v3-transfer-failed':
            return t`The output token cannot be transferred. There may be an issue with the output token. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
          case 'execution-error':
            return t`An error occurred when trying to execute this swap. You may need to increase your slippage tolerance. If that does not work, there may be an incompatibility with the token you are trading. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
          case 'unknown': {
            const reason = revert.reason
            return reason
              ? t`Unknown error: "${reason}". Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
              : t`Unknown error. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
          }
        }
      }
      switch (error.kind) {
        case 'rejected':
          return t`Transaction rejected.`
        case 'wrong-chain':
          return t`Wrong Network`
        case 'gas-estimate-unexpected':
          return t`Unexpected issue with estimating the gas. Please try again.`
        case 'gas-estimate-impossible':
          return t`Unexpected error. Could not estimate gas for the swap.`
        case 'revert':
          return revertText(error.revert)
        case 'swap-failed': {
          const reason = revertText(error.revert)
          return t`Swap failed: ${reason}`
        }
      }
    },
    [t],
  )
}

/** The text for a failed swap as the send path threw it: its kind named here, never read back from a message. */
export function useSwapFailureText(): (error: unknown) => string {
  const errorText = useSwapErrorText()
  return useCallback(
    (error: unknown): string => {
      if (error instanceof SwapSendError) return errorText(error.swapError)
      if (error instanceof SwapNotReadyError) return error.reason
      // The wallet's and the chain layer's failures (an approval's, say) arrive as AppErrors, whose message is
      // their short text by design.
      return error instanceof Error ? error.message : String(error)
    },
    [errorText],
  )
}
