import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { zeroAddress } from 'viem'
import { shortenAddress } from '../../../lib/format.ts'
import { Button, Card } from '../../../ui/index.ts'
import { useChainId, useConnection, useEnsName } from '../../wallet/index.ts'
import { DelegateModal } from '../components/DelegateModal.tsx'
import styles from '../components/Governance.module.css'
import { ProposalList } from '../components/ProposalList.tsx'
import { useGovernors } from '../hooks/useGovernors.ts'
import { useProposals } from '../hooks/useProposals.ts'
import { useVoter } from '../hooks/useVoter.ts'
import { formatVotes } from '../model/formatVotes.ts'

/** /vote (spec 2 §2 Governance): the proposals of every governor, the account's votes and its delegation. */
export function VoteScreen() {
  const { i18n } = useLingui()
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { supported, governors, uni } = useGovernors(chainId)
  const { proposals, loaded, logsState } = useProposals(supported ? chainId : undefined, governors)
  const voter = useVoter(chainId, supported ? uni : undefined, account)
  const delegateName = useEnsName(voter.delegate, chainId)
  const [delegating, setDelegating] = useState(false)

  if (!supported)
    return (
      <div className={styles.page}>
        <Card>
          <p data-testid="vote-layer2">
            <Trans>Please connect to Layer 1 Ethereum</Trans>
          </p>
        </Card>
      </div>
    )

  const undelegated = voter.delegate === zeroAddress
  const showUnlock = account !== undefined && undelegated && (voter.uniBalance ?? 0n) > 0n
  const delegated = voter.delegate !== undefined && !undelegated
  return (
    <div className={styles.page}>
      <Card className={styles.intro}>
        <h2>
          <Trans>Uniswap Governance</Trans>
        </h2>
        <p>
          <Trans>
            UNI tokens represent voting shares in Uniswap governance. You can vote on each proposal yourself
            or delegate your votes to a third party.
          </Trans>
        </p>
      </Card>
      <div className={styles.toolbar}>
        <h3>
          <Trans>Proposals</Trans>
        </h3>
        <div className={styles.buttons}>
          {showUnlock ? (
            <Button onClick={() => setDelegating(true)} data-testid="unlock-voting">
              <Trans>Unlock Voting</Trans>
            </Button>
          ) : null}
          {account && voter.votes !== undefined && !undelegated ? (
            <span className={styles.muted} data-testid="vote-count">
              <Trans>{formatVotes(voter.votes, i18n.locale)} Votes</Trans>
            </span>
          ) : null}
          <Link to="/create-proposal" data-testid="create-proposal-link">
            <Trans>Create Proposal</Trans>
          </Link>
        </div>
      </div>
      {delegated && voter.delegate ? (
        <p className={styles.muted} data-testid="delegated-to">
          <Trans>Delegated to:</Trans>{' '}
          <span>
            {voter.delegate === account ? (
              <Trans>Self</Trans>
            ) : (
              (delegateName ?? shortenAddress(voter.delegate))
            )}
          </span>{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setDelegating(true)}
            data-testid="delegate-edit"
          >
            <Trans>(edit)</Trans>
          </button>
        </p>
      ) : null}
      {logsState === 'loading' || logsState === 'syncing' ? (
        <p className={styles.muted} role="status" data-testid="logs-state" data-state={logsState}>
          {logsState === 'loading' ? (
            <Trans>Loading proposal texts…</Trans>
          ) : (
            <Trans>Syncing proposal texts…</Trans>
          )}
        </p>
      ) : logsState === 'error' ? (
        <p className={styles.error} role="status" data-testid="logs-state" data-state="error">
          <Trans>Proposal texts could not be read from the node. Trying again on the next block.</Trans>
        </p>
      ) : null}
      {proposals.length > 0 ? (
        <ProposalList proposals={proposals} />
      ) : loaded ? (
        <p className={styles.muted} data-testid="no-proposals">
          <Trans>No proposals found.</Trans>
        </p>
      ) : (
        <p className={styles.muted}>
          <Trans>Loading</Trans>
        </p>
      )}
      {delegating && account && uni ? (
        <DelegateModal
          chainId={chainId}
          account={account}
          uni={uni}
          unlocking={undelegated}
          onClose={() => setDelegating(false)}
        />
      ) : null}
    </div>
  )
}
