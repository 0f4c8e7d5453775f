import { useLingui } from '@lingui/react/macro'
import type { Currency as SdkCurrency } from '@uniswap/sdk-core'
import { useCallback, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel, trackEvent } from '../../analytics/index.ts'
import { type FlowDialog, flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { AddV2Review } from '../model/addV2Review.ts'
import { buildAddV2Call } from '../model/buildAddV2Call.ts'

/** What the user reviews and confirms: the call is built from exactly this. */
export type AddV2Snapshot = {
  review: AddV2Review
  currencyA: SdkCurrency
  currencyB: SdkCurrency
  /** The slippage the review states (the minimums follow it). */
  slippageBps: number
}

export type AddV2ActionParams = {
  chainId: number
  account: Address | undefined
  deadline: (() => bigint) | null
  /** The dialog of a sent add closed. */
  onSent: (snapshot: AddV2Snapshot) => void
}

/** Confirm pressed while the account, the router or the deadline went missing (spec 2 §8, internal). */
export class AddV2NotReadyError extends AppError {
  constructor() {
    super('Missing dependencies')
  }
}

/**
 * Sends the v2 add the user confirmed (spec 2 §7): Router02's addLiquidity or addLiquidityETH with the reviewed
 * amounts, their minimums at the reviewed slippage (none when creating the pair), and the deadline counted from
 * the latest block when it leaves; recorded with its summary, and the Liquidity / Add event.
 */
export function useAddV2Action(params: AddV2ActionParams): {
  review: (snapshot: AddV2Snapshot) => void
  submit: (snapshot: AddV2Snapshot) => void
  dialog: FlowDialog<AddV2Review> | null
} {
  const { chainId } = params
  const { t } = useLingui()
  const latest = useRef(params)
  latest.current = params

  const send = useCallback(
    async (snapshot: AddV2Snapshot): Promise<Hash> => {
      const current = latest.current
      const { review } = snapshot
      const { A: symbolA, B: symbolB } = review.symbols
      const { A: amountA, B: amountB } = review.amounts
      const summary = t`Add ${amountA} ${symbolA} and ${amountB} ${symbolB}`
      try {
        const router = chainInfoOf(current.chainId)?.contracts.v2Router02
        if (!router || !current.deadline || !current.account) throw new AddV2NotReadyError()
        const { summary: _sent, ...call } = buildAddV2Call({
          router,
          currencyA: snapshot.currencyA,
          currencyB: snapshot.currencyB,
          amountA: review.raw.A,
          amountB: review.raw.B,
          slippageBps: snapshot.slippageBps,
          noLiquidity: review.createPool,
          recipient: current.account,
          deadline: current.deadline(),
        })
        const { addLiquidityV2 } = await import('../api/addLiquidityV2.ts')
        const hash = await addLiquidityV2(
          { chainId: current.chainId, account: current.account, call },
          summary,
        )
        trackEvent(LIQUIDITY_EVENT_CATEGORY, 'Add', pairEventLabel(symbolA, symbolB))
        return hash
      } catch (error) {
        // A declined wallet prompt is the user's choice (spec 2 §8: ignored on add); anything else is logged.
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Add failed', error)
        throw error
      }
    },
    [t],
  )
  const errorText = useCallback(
    (error: unknown) => {
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )
  const flow = useTransactionFlow<AddV2Snapshot>({ chainId, send })
  return {
    review: flow.review,
    submit: flow.submit,
    dialog: flowDialog(chainId, flow, errorText, (sent) => latest.current.onSent(sent)),
  }
}
