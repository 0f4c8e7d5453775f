import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/index.ts'
import { ApprovalFlow, type ApprovalState, type ApprovalTarget } from '../../approvals/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import styles from './MigrateActions.module.css'

export type MigrateActionsProps = {
  chainId: number
  connected: boolean
  /** Why nothing can be migrated yet, as the button says it; null when the migration is ready. */
  blocker: ReactNode | null
  approval: {
    /** The LP tokens the migrator must be allowed (or permitted) to take; null without any. */
    target: Exclude<ApprovalTarget, 'native'> | null
    /** 'approved' also while a signed permit stands in for the allowance. */
    state: ApprovalState
    signing: boolean
    onApprove: () => void
  }
  /** Opens the review; null until the migrator may take the LP tokens and the terms are there. */
  onMigrate: (() => void) | null
  /** The migration's receipt came back successful. */
  succeeded: boolean
}

/**
 * The migrate flow's actions (spec 2 §4 "Migrate flow"): allow LP token migration (a permit signature for
 * v2's pairs, an approval for the fork's), then Migrate, then 'Success!'.
 */
export function MigrateActions({
  chainId,
  connected,
  blocker,
  approval,
  onMigrate,
  succeeded,
}: MigrateActionsProps) {
  const { t } = useLingui()
  if (!connected) return <ConnectWalletButton />
  if (succeeded)
    return (
      <div className={styles.flow}>
        <Button fullWidth disabled data-testid="migrate-button">
          <Trans>Success!</Trans>
        </Button>
        <Link className={styles.done} to="/pool">
          <Trans>View your positions</Trans>
        </Link>
      </div>
    )
  if (blocker !== null)
    return (
      <Button fullWidth disabled data-testid="migrate-button">
        {blocker}
      </Button>
    )
  const approved = approval.state === 'approved'
  const migrate = (
    <Button
      fullWidth
      disabled={!approved || onMigrate === null}
      onClick={onMigrate ?? undefined}
      data-testid="migrate-button"
    >
      <Trans>Migrate</Trans>
    </Button>
  )
  const { target } = approval
  // While the allowance is still read there is no step to show yet; Migrate waits for it.
  const approvals =
    target === null || approval.state === 'unknown'
      ? []
      : [{ ...approval, target, label: t`Allow LP token migration` }]
  return (
    <ApprovalFlow chainId={chainId} approvals={approvals} writeLabel={t`Migrate`}>
      {migrate}
    </ApprovalFlow>
  )
}
