import { useLingui } from '@lingui/react/macro'
import { type ProposalStatus, statusColourOf } from '../model/proposalStatus.ts'
import styles from './Governance.module.css'

/** The status in the spec's colour: blue pending/active, green succeeded/executed, red defeated, grey else. */
export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useLingui()
  const labels: Record<ProposalStatus, string> = {
    undetermined: t`Undetermined`,
    pending: t`Pending`,
    active: t`Active`,
    canceled: t`Canceled`,
    defeated: t`Defeated`,
    succeeded: t`Succeeded`,
    queued: t`Queued`,
    expired: t`Expired`,
    executed: t`Executed`,
  }
  const colour = statusColourOf(status)
  return (
    <span
      className={`${styles.badge} ${styles[colour]}`}
      data-testid="proposal-status"
      data-status={status}
      data-colour={colour}
    >
      {labels[status]}
    </span>
  )
}
