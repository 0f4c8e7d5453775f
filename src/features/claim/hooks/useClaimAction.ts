import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { useTransactionFlow } from '../../transactions/index.ts'
import type { ClaimRecord } from '../model/claimRecord.ts'
import { type ClaimStep, claimStepOf } from '../model/claimStep.ts'
import { formatUni } from '../model/formatUni.ts'

/** What is claimed: exactly the record the dialog showed, for the address it showed. */
export type ClaimSnapshot = { recipient: Address; record: ClaimRecord }

/** A claim that cannot be sent: no wallet, or no distributor on this chain. */
export class ClaimNotReadyError extends AppError {
  constructor() {
    super('missing dependencies')
  }
}

export type ClaimAction = {
  step: ClaimStep
  claim: (snapshot: ClaimSnapshot) => void
  /** Back to idle (the dialog closes or starts over). */
  reset: () => void
}

/**
 * Sends a claim (spec 2 §4, §7, §8): submitting while the wallet asks, then the hash, then claimed on the
 * receipt. A rejection or any failure returns to idle (logged unless the user declined), the claim still there.
 */
export function useClaimAction(chainId: number | null, sender: Address | undefined): ClaimAction {
  const { t } = useLingui()
  const latest = useRef({ chainId, sender })
  latest.current = { chainId, sender }
  const send = useCallback(
    async ({ recipient, record }: ClaimSnapshot): Promise<Hash> => {
      const current = latest.current
      const distributor =
        current.chainId === null ? undefined : chainInfoOf(current.chainId)?.contracts.merkleDistributor
      if (current.chainId === null || !distributor || !current.sender) throw new ClaimNotReadyError()
      const amount = formatUni(record.amount)
      const { sendClaim } = await import('../api/sendClaim.ts')
      const request = { chainId: current.chainId, distributor, sender: current.sender, recipient, record }
      return sendClaim(request, t`Claimed ${amount} UNI`)
    },
    [t],
  )
  const flow = useTransactionFlow<ClaimSnapshot>({ chainId: chainId ?? undefined, send })
  const { dismiss } = flow
  const failed = flow.flow?.step.kind === 'failed' ? flow.flow.step.error : null
  useEffect(() => {
    if (failed === null) return
    if (!(toAppError(failed) instanceof UserRejectedError)) console.error('Claim failed', failed)
    dismiss()
  }, [failed, dismiss])
  return {
    step: claimStepOf(flow.flow ? { step: flow.flow.step, receipt: flow.receipt } : null),
    claim: flow.submit,
    reset: dismiss,
  }
}
