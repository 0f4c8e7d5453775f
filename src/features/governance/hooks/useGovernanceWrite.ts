import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { type FlowDialog, flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { GovernanceCall } from '../model/buildGovernanceCalls.ts'

/** What the user confirms: what the dialog shows, the history's summary, and the call built from it. */
export type GovernanceSnapshot<R> = { review: R; summary: string; call: () => GovernanceCall }

export class GovernanceNotReadyError extends AppError {
  constructor() {
    super('You must connect an account.')
  }
}

export type GovernanceWrite<R> = {
  review: (snapshot: GovernanceSnapshot<R>) => void
  submit: (snapshot: GovernanceSnapshot<R>) => void
  dialog: FlowDialog<R> | null
}

/**
 * A vote, a delegation or a proposal (spec 2 §4): built from what was confirmed, recorded when the wallet returns
 * the hash. A rejection in the wallet goes back to the review (issue #22); other failures are logged and shown.
 */
export function useGovernanceWrite<R>(
  chainId: number,
  account: Address | undefined,
  onSent: () => void = () => {},
): GovernanceWrite<R> {
  const { t } = useLingui()
  const latest = useRef({ account, onSent })
  latest.current = { account, onSent }

  const errorText = useCallback(
    (error: unknown) => {
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )

  const send = useCallback(
    async (snapshot: GovernanceSnapshot<R>): Promise<Hash> => {
      try {
        const current = latest.current.account
        if (!current) throw new GovernanceNotReadyError()
        const call = snapshot.call()
        const { sendGovernanceCallFromWallet } = await import('../api/sendGovernanceCallFromWallet.ts')
        return await sendGovernanceCallFromWallet({ chainId, account: current, call }, snapshot.summary)
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Governance write failed', error)
        throw error
      }
    },
    [chainId],
  )
  const flow = useTransactionFlow<GovernanceSnapshot<R>>({ chainId, send })
  const open = flow.flow
  useEffect(() => {
    if (open?.step.kind === 'failed' && toAppError(open.step.error) instanceof UserRejectedError) {
      flow.dismiss()
      flow.review(open.snapshot)
    }
  }, [open, flow])
  return {
    review: flow.review,
    submit: flow.submit,
    dialog: flowDialog(chainId, flow, errorText, () => latest.current.onSent()),
  }
}
