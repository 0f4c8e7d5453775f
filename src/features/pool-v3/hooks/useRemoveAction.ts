import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel, trackEvent } from '../../analytics/index.ts'
import { flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { RemoveDialogProps } from '../components/RemoveDialog.tsx'
import { positionCalls } from './usePositionCalls.ts'
import { usePositionWriteErrorText } from './usePositionWriteErrorText.ts'
import type { RemoveSnapshot } from './useRemoveForm.ts'

export type RemoveActionParams = {
  chainId: number
  account: Address | undefined
  /** When the remove expires (unix seconds, from the latest block); null while that block is awaited. */
  deadline: (() => bigint) | null
  /** The dialog of a sent remove closed. */
  onSent: (snapshot: RemoveSnapshot) => void
}

/** A position write that cannot be built: no wallet, no position manager or no deadline on this chain yet. */
export class PositionWriteNotReadyError extends AppError {
  constructor() {
    super('Missing dependencies')
  }
}

/**
 * Sends the remove the user confirmed (spec 2 §7): NonfungiblePositionManager.removeCallParameters on the
 * reviewed snapshot (its position at the price shown, percent, slippage, burn choice, fees and payout
 * currency), with the deadline counted from the latest block when it leaves; recorded with its summary, and
 * the RemoveV3 event.
 */
export function useRemoveAction(params: RemoveActionParams): {
  review: (snapshot: RemoveSnapshot) => void
  dialog: RemoveDialogProps | null
} {
  const { chainId } = params
  const { t } = useLingui()
  const errorText = usePositionWriteErrorText()
  const latest = useRef({ params })
  latest.current = { params }

  const send = useCallback(
    async (snapshot: RemoveSnapshot): Promise<Hash> => {
      const { params: current } = latest.current
      const positionManager = chainInfoOf(current.chainId)?.contracts.nonfungiblePositionManager
      const [{ value: amount0, symbol: symbol0 }, { value: amount1, symbol: symbol1 }] = snapshot.review.total
      const summary = t`Remove ${amount0} ${symbol0} and ${amount1} ${symbol1}`
      try {
        const loaded = positionCalls.current() ?? (await positionCalls.load())
        if (!loaded || !positionManager || !current.deadline || !current.account)
          throw new PositionWriteNotReadyError()
        const call = loaded.buildRemoveCall({ ...snapshot, positionManager, deadline: current.deadline() })
        const { sendPositionCall } = await import('../api/sendPositionCall.ts')
        const request = { chainId: current.chainId, account: current.account, call }
        const hash = await sendPositionCall(request, summary)
        trackEvent(LIQUIDITY_EVENT_CATEGORY, 'RemoveV3', pairEventLabel(symbol0, symbol1))
        return hash
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Remove failed', error)
        throw error
      }
    },
    [t],
  )
  const flow = useTransactionFlow<RemoveSnapshot>({ chainId, send })

  return {
    review: flow.review,
    dialog: flowDialog(chainId, flow, errorText, (sent) => latest.current.params.onSent(sent)),
  }
}
