import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatVotes } from '../model/formatVotes.ts'
import { type ProposalView, votePercent } from '../model/proposal.ts'
import styles from './Governance.module.css'

function Count({
  label,
  count,
  percent,
  testId,
}: {
  label: ReactNode
  count: string
  percent: number
  testId: string
}) {
  return (
    <div className={styles.count} data-testid={testId}>
      <div className={styles.countLine}>
        <span>{label}</span>
        <span data-testid={`${testId}-value`}>{count}</span>
      </div>
      <div className={styles.bar} role="presentation">
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

/** For and Against (and Abstain where the governor counts it), each with its share of the votes cast as a bar. */
export function VoteCounts({ proposal, locale }: { proposal: ProposalView; locale: string }) {
  return (
    <div className={styles.counts}>
      <Count
        label={<Trans>For</Trans>}
        count={formatVotes(proposal.forCount, locale)}
        percent={votePercent(proposal.forCount, proposal)}
        testId="votes-for"
      />
      <Count
        label={<Trans>Against</Trans>}
        count={formatVotes(proposal.againstCount, locale)}
        percent={votePercent(proposal.againstCount, proposal)}
        testId="votes-against"
      />
      {proposal.abstainCount !== undefined ? (
        <Count
          label={<Trans>Abstain</Trans>}
          count={formatVotes(proposal.abstainCount, locale)}
          percent={votePercent(proposal.abstainCount, proposal)}
          testId="votes-abstain"
        />
      ) : null}
    </div>
  )
}
