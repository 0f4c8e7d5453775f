import { useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { useCallback, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel, trackEvent } from '../../analytics/index.ts'
import { flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { RemoveV2DialogProps } from '../components/RemoveV2Dialog.tsx'
import { type LpPermit, RemoveV2NotAuthorizedError } from '../model/buildRemoveV2Calls.ts'
import type { BurnV2Side } from '../model/deriveBurnV2Form.ts'
import type { RemoveV2Review } from '../model/removeV2Review.ts'

/** What the user confirms: the remove's terms as the review shows them, and how the router may take the LP. */
export type RemoveV2Snapshot = {
  review: RemoveV2Review
  currencyA: Currency
  currencyB: Currency
  /** LP base units to burn. */
  liquidity: bigint
  /** What the review shows coming out, in base units. */
  amounts: Record<BurnV2Side, bigint>
  slippageBps: number
  /** The router's allowance covers the liquidity. */
  approved: boolean
  /** A signed LP permit for exactly the liquidity, standing in for the allowance. */
  permit: LpPermit | null
}

export type RemoveV2ActionParams = {
  chainId: number
  account: Address | undefined
  /** When the remove expires (unix seconds, from the latest block); null while that block is awaited. */
  deadline: (() => bigint) | null
  /** The dialog of a sent remove closed. */
  onSent: (snapshot: RemoveV2Snapshot) => void
}

/** A remove that cannot be built: no wallet, no v2 router or no deadline on this chain yet (spec 2 §8). */
export class RemoveV2NotReadyError extends AppError {
  constructor() {
    super('missing dependencies')
  }
}

/**
 * Sends the remove the user confirmed (spec 2 §7, §8): the router methods for its snapshot are estimated and
 * the first that estimates is sent, with the deadline counted from the latest block when it leaves (a permit's
 * own deadline replaces it); recorded as 'Remove {amountA} {symbolA} and {amountB} {symbolB}', and the
 * Liquidity / Remove event.
 */
export function useRemoveV2Action(params: RemoveV2ActionParams): {
  review: (snapshot: RemoveV2Snapshot) => void
  dialog: RemoveV2DialogProps | null
} {
  const { chainId } = params
  const { t } = useLingui()
  const latest = useRef({ params })
  latest.current = { params }

  const errorText = useCallback(
    (error: unknown) => {
      if (error instanceof RemoveV2NotAuthorizedError)
        return t`Attempting to confirm without approval or a signature. Please contact support.`
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )

  const send = useCallback(
    async (snapshot: RemoveV2Snapshot): Promise<Hash> => {
      const { params: current } = latest.current
      const router = chainInfoOf(current.chainId)?.contracts.v2Router02
      const { A, B } = snapshot.review.amounts
      const summary = t`Remove ${A.value} ${A.symbol} and ${B.value} ${B.symbol}`
      try {
        if (!router || !current.account || !current.deadline) throw new RemoveV2NotReadyError()
        const { sendRemoveLiquidityV2 } = await import('../api/sendRemoveLiquidityV2.ts')
        const { currencyA, currencyB, liquidity, amounts, slippageBps, approved, permit } = snapshot
        const request = {
          chainId: current.chainId,
          router,
          account: current.account,
          ...{ currencyA, currencyB, liquidity, amounts, slippageBps, approved, permit },
          deadline: current.deadline(),
        }
        const hash = await sendRemoveLiquidityV2(request, summary)
        trackEvent(LIQUIDITY_EVENT_CATEGORY, 'Remove', pairEventLabel(A.symbol, B.symbol))
        return hash
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Remove failed', error)
        throw error
      }
    },
    [t],
  )
  const flow = useTransactionFlow<RemoveV2Snapshot>({ chainId, send })

  return {
    review: flow.review,
    dialog: flowDialog(chainId, flow, errorText, (sent) => latest.current.params.onSent(sent)),
  }
}
