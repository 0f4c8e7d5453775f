import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address, Hash } from 'viem'
import { AppError, toAppError, UserRejectedError } from '../../../chain/errors.ts'
import type { MigrateSource } from '../../../lib/analytics/migrateEvent.ts'
import { trackEvent } from '../../analytics/index.ts'
import { type FlowDialog, flowDialog, useTransactionFlow } from '../../transactions/index.ts'
import type { LpPermit } from '../model/buildMigrateCall.ts'
import type { MigrateTerms } from '../model/deriveMigration.ts'

/** What the confirmation shows: the pair, fee, range, what goes in and what comes back. */
export type MigrateReview = {
  symbols: { token0: string; token1: string }
  refundSymbols: { token0: string; token1: string }
  /** The fork's label, or null for v2. */
  source: string | null
  fee: number
  /** In the page's units: the base priced in the quote. */
  range: { min: string; max: string; base: string; quote: string }
  deposits: { token0: string; token1: string }
  refunds: { token0: string; token1: string }
  createsPool: boolean
}

/** What the user confirms: the terms the call carries and how the migrator may take the LP tokens. */
export type MigrateSnapshot = {
  review: MigrateReview
  terms: MigrateTerms
  permit: LpPermit | null
  source: MigrateSource
}

export type MigrateActionParams = {
  chainId: number
  account: Address | undefined
  migrator: Address | undefined
  /** When the migration expires (unix seconds, from the latest block); null while that block is awaited. */
  deadline: (() => bigint) | null
}

/** A migration that cannot be built: no wallet, no migrator on this chain, or no deadline yet. */
export class MigrateNotReadyError extends AppError {
  constructor() {
    super('missing dependencies')
  }
}

/**
 * Sends the migration the user confirmed (spec 2 §4 "Migrate flow", §7): the V3Migrator multicall built from
 * the confirmed terms, recorded as 'Migrate {token0}/{token1} liquidity to V3', and the migrate event. Once
 * the receipt says it succeeded, the page says 'Success!'.
 */
export function useMigrateAction(params: MigrateActionParams): {
  review: (snapshot: MigrateSnapshot) => void
  dialog: FlowDialog<MigrateReview> | null
  succeeded: boolean
} {
  const { chainId } = params
  const { t } = useLingui()
  const latest = useRef(params)
  latest.current = params
  const [succeeded, setSucceeded] = useState(false)

  const errorText = useCallback(
    (error: unknown) => {
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )

  const send = useCallback(
    async (snapshot: MigrateSnapshot): Promise<Hash> => {
      const current = latest.current
      const { token0, token1 } = snapshot.review.symbols
      const summary = t`Migrate ${token0}/${token1} liquidity to V3`
      try {
        if (!current.migrator || !current.account || !current.deadline) throw new MigrateNotReadyError()
        const { sendMigrate } = await import('../api/sendMigrate.ts')
        const { hash, call } = await sendMigrate(
          {
            chainId: current.chainId,
            account: current.account,
            migrator: current.migrator,
            terms: snapshot.terms,
            recipient: current.account,
            deadline: current.deadline(),
            permit: snapshot.permit,
            source: snapshot.source,
            symbols: snapshot.review.symbols,
          },
          summary,
        )
        const { category, action, label } = call.summary.analytics
        trackEvent(category, action, label)
        return hash
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Migrate failed', error)
        throw error
      }
    },
    [t],
  )
  const flow = useTransactionFlow<MigrateSnapshot>({ chainId, send })
  useEffect(() => {
    if (flow.receipt === 'success') setSucceeded(true)
  }, [flow.receipt])

  return {
    review: flow.review,
    dialog: flowDialog(chainId, flow, errorText, () => {}),
    succeeded,
  }
}
