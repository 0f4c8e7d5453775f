import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { type FlowDialog, flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import { StakeNotAuthorizedError, type StakingCall } from '../model/buildStakingCalls.ts'

/** What the user confirms: what the dialog shows, the history's summary, and the call built from it. */
export type StakingSnapshot<R> = { review: R; summary: string; call: () => StakingCall }

/** A staking write without a wallet. */
export class StakingNotReadyError extends AppError {
  constructor() {
    super('You must connect an account.')
  }
}

export type StakingWrite<R> = {
  /** Opens the flow on its review (withdraw, claim). */
  review: (snapshot: StakingSnapshot<R>) => void
  /** Sends at once, the dialog opening on the wallet's step (deposit: its form was the review). */
  submit: (snapshot: StakingSnapshot<R>) => void
  dialog: FlowDialog<R> | null
}

/**
 * A staking write (spec 2 §2 "Staking flow", §8): the call is built from what was confirmed and sent with its
 * fixed gas limit, recorded with its summary when the wallet returns the hash; a failure is logged and shown
 * with 'Dismiss'.
 */
export function useStakingWrite<R>(
  chainId: number,
  account: Address | undefined,
  onSent: () => void,
): StakingWrite<R> {
  const { t } = useLingui()
  const latest = useRef({ account, onSent })
  latest.current = { account, onSent }

  const errorText = useCallback(
    (error: unknown) => {
      if (error instanceof StakeNotAuthorizedError)
        return t`Attempting to stake without approval or a signature. Please contact support.`
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )

  const send = useCallback(
    async (snapshot: StakingSnapshot<R>): Promise<Hash> => {
      try {
        const current = latest.current.account
        if (!current) throw new StakingNotReadyError()
        const call = snapshot.call()
        const { sendStakingCallFromWallet } = await import('../api/sendStakingCallFromWallet.ts')
        return await sendStakingCallFromWallet({ chainId, account: current, call }, snapshot.summary)
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Staking failed', error)
        throw error
      }
    },
    [chainId],
  )
  const flow = useTransactionFlow<StakingSnapshot<R>>({ chainId, send })
  return {
    review: flow.review,
    submit: flow.submit,
    dialog: flowDialog(chainId, flow, errorText, () => latest.current.onSent()),
  }
}
