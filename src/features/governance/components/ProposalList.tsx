import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { ProposalView } from '../model/proposal.ts'
import styles from './Governance.module.css'
import { StatusBadge } from './StatusBadge.tsx'

/** Proposals newest first, each as '{governorIndex}.{id}', its title and its status. */
export function ProposalList({ proposals }: { proposals: readonly ProposalView[] }) {
  return (
    <ul className={styles.list} data-testid="proposal-list">
      {proposals.map((proposal) => (
        <li key={`${proposal.governorIndex}.${proposal.id}`}>
          <Link
            className={styles.row}
            to={`/vote/${proposal.governorIndex}/${proposal.id}`}
            data-testid={`proposal-${proposal.governorIndex}.${proposal.id}`}
          >
            <span className={styles.number}>
              {proposal.governorIndex}.{proposal.id}
            </span>
            <span className={styles.rowTitle}>{proposal.title ?? <Trans>Untitled</Trans>}</span>
            <StatusBadge status={proposal.status} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
