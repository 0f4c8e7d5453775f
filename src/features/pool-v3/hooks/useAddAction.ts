import { useLingui } from '@lingui/react/macro'
import type { NativeCurrency } from '@uniswap/sdk-core'
import type { Pool, Position } from '@uniswap/v3-sdk'
import { useCallback, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { toAppError, UserRejectedError } from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel, trackEvent } from '../../analytics/index.ts'
import { flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { AddDialogProps } from '../components/AddDialog.tsx'
import type { AddReview } from '../model/addReview.ts'
import { positionCalls, usePositionCalls } from './usePositionCalls.ts'
import { usePositionWriteErrorText } from './usePositionWriteErrorText.ts'
import { PositionWriteNotReadyError } from './useRemoveAction.ts'

/** What the user reviews and confirms: the call is built from exactly this. */
export type AddSnapshot = {
  review: AddReview
  /** The position to mint or add to, at the pool price shown; null for the Create step alone. */
  position: Position | null
  pool: Pool
  /** Mint creates the pool in the same multicall (not for the separate Create step on Optimism). */
  createPool: boolean
  tokenId: bigint | null
  /** The chain's native coin when one side is paid in it. */
  native: NativeCurrency | null
  permits: { token0: PermitSignature | null; token1: PermitSignature | null }
}

export type AddActionParams = {
  chainId: number
  account: Address | undefined
  slippageBps: number
  deadline: (() => bigint) | null
  /** The dialog of a sent add closed. */
  onSent: (snapshot: AddSnapshot) => void
  /** An add can be reviewed: time to load the calldata builders. */
  warm: boolean
}

/**
 * Sends the add the user confirmed (spec 2 §4 "Add v3 flow", §7): NonfungiblePositionManager's
 * addCallParameters on the reviewed position — mint (creating the pool in the same multicall when it is new)
 * or increase by token id — or, for the Create step on Optimism networks, createCallParameters alone; the
 * deadline is counted from the latest block when it leaves; recorded with its summary, and the Add event.
 */
export function useAddAction(params: AddActionParams): {
  review: (snapshot: AddSnapshot) => void
  submit: (snapshot: AddSnapshot) => void
  dialog: AddDialogProps | null
} {
  const { chainId } = params
  const { t } = useLingui()
  // The calldata builders load once an add can be reviewed, so that Confirm does not wait for them.
  usePositionCalls(params.warm)
  const errorText = usePositionWriteErrorText()
  const latest = useRef({ params })
  latest.current = { params }

  const send = useCallback(
    async (snapshot: AddSnapshot): Promise<Hash> => {
      const { params: current } = latest.current
      const positionManager = chainInfoOf(current.chainId)?.contracts.nonfungiblePositionManager
      const { review } = snapshot
      const { A, B } = review.amounts
      const pair = `${review.symbols.A}/${review.symbols.B}`
      const summary =
        review.kind === 'create'
          ? t`Create the ${pair} ${review.fee} pool`
          : review.kind === 'increase'
            ? t`Add ${A.value} ${A.symbol} and ${B.value} ${B.symbol} to position #${snapshot.tokenId?.toString() ?? ''}`
            : snapshot.createPool
              ? t`Create pool and add ${A.value} ${A.symbol} and ${B.value} ${B.symbol}`
              : t`Add ${A.value} ${A.symbol} and ${B.value} ${B.symbol}`
      try {
        const loaded = positionCalls.current() ?? (await positionCalls.load())
        if (!loaded || !positionManager || !current.deadline || !current.account)
          throw new PositionWriteNotReadyError()
        let call: ReturnType<typeof loaded.buildCreatePoolCall>['call']
        if (snapshot.position === null) call = loaded.buildCreatePoolCall(positionManager, snapshot.pool).call
        else {
          const permit = (signature: PermitSignature | null) =>
            signature ? loaded.toPermitOptions(signature) : undefined
          const token0Permit = permit(snapshot.permits.token0)
          const token1Permit = permit(snapshot.permits.token1)
          const common = {
            positionManager,
            position: snapshot.position,
            slippageBps: current.slippageBps,
            deadline: current.deadline(),
            native: snapshot.native,
            permits: {
              ...(token0Permit ? { token0: token0Permit } : {}),
              ...(token1Permit ? { token1: token1Permit } : {}),
            },
          }
          call = loaded.buildAddCall(
            snapshot.tokenId === null
              ? { ...common, kind: 'mint', recipient: current.account, createPool: snapshot.createPool }
              : { ...common, kind: 'increase', tokenId: snapshot.tokenId },
          ).call
        }
        const { sendPositionCall } = await import('../api/sendPositionCall.ts')
        const hash = await sendPositionCall(
          { chainId: current.chainId, account: current.account, call },
          summary,
        )
        if (review.kind !== 'create')
          trackEvent(LIQUIDITY_EVENT_CATEGORY, 'Add', pairEventLabel(review.symbols.A, review.symbols.B))
        return hash
      } catch (error) {
        // A declined wallet prompt is the user's choice (spec 2 §8: ignored on add); anything else is logged.
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Add failed', error)
        throw error
      }
    },
    [t],
  )
  const flow = useTransactionFlow<AddSnapshot>({ chainId, send })
  return {
    review: flow.review,
    submit: flow.submit,
    dialog: flowDialog(chainId, flow, errorText, (sent) => latest.current.params.onSent(sent)),
  }
}
