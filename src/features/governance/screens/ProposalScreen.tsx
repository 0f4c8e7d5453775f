import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import type { Address } from 'viem'
import { explorerLink } from '../../../chain/chains.ts'
import { Button, Card } from '../../../ui/index.ts'
import { useBlockNumber, useLatestBlockTimestamp, useSingleCallResult } from '../../chain-data/index.ts'
import { useChainId, useConnection, useEnsName } from '../../wallet/index.ts'
import { priorVotesRead, proposalActionsRead } from '../api/governanceReads.ts'
import styles from '../components/Governance.module.css'
import { ProposalMarkdown } from '../components/ProposalMarkdown.tsx'
import { StatusBadge } from '../components/StatusBadge.tsx'
import { VoteCounts } from '../components/VoteCounts.tsx'
import { VoteDialog, type VoteReview } from '../components/VoteDialog.tsx'
import { useGovernanceWrite } from '../hooks/useGovernanceWrite.ts'
import { useGovernors } from '../hooks/useGovernors.ts'
import { useProposals } from '../hooks/useProposals.ts'
import {
  buildCastVoteCall,
  VOTE_AGAINST,
  VOTE_FOR,
  type VoteOption,
  voteOptionsOf,
} from '../model/buildGovernanceCalls.ts'
import { formatVotes } from '../model/formatVotes.ts'
import { parseProposalKey } from '../model/governors.ts'
import { proposalDetailsOf } from '../model/proposalDetails.ts'
import { estimateBlockTime, votingOpen } from '../model/votingEnd.ts'

function BackLink() {
  return (
    <Link to="/vote" className={styles.back} data-testid="back-to-proposals">
      <span data-mirror aria-hidden="true">
        ←
      </span>{' '}
      <Trans>All Proposals</Trans>
    </Link>
  )
}

function Proposer({ address, chainId }: { address: Address; chainId: number }) {
  const name = useEnsName(address, chainId)
  const url = explorerLink(chainId, address, 'address')
  const text = name ?? address
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid="proposal-proposer">
      {text}
    </a>
  ) : (
    <span data-testid="proposal-proposer">{text}</span>
  )
}

/** /vote/{governorIndex}/{id} (spec 2 §2): the proposal, its counts, details and description, and the vote. */
export function ProposalScreen() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const key = parseProposalKey(params.governorIndex, params.id)
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { supported, governors, uni } = useGovernors(chainId)
  const governor = key && supported ? governors.find((g) => g.index === key.governorIndex) : undefined
  const keyId = key?.id
  const only = useMemo(
    () => (governor && keyId !== undefined ? { governor, id: keyId } : undefined),
    [governor, keyId],
  )
  const governorList = useMemo(() => (governor ? [governor] : []), [governor])
  const { proposals, loaded } = useProposals(only ? chainId : undefined, governorList, only)
  const proposal = proposals[0]
  const actions = useSingleCallResult(
    chainId,
    governor && key && proposal ? proposalActionsRead(governor, key.id) : undefined,
  )
  const blockNumber = useBlockNumber(chainId)
  const blockTime = useLatestBlockTimestamp(chainId)
  // The UNI checkpoint of a block not yet mined reverts ('not yet determined'): no votes until then.
  const startMined = proposal !== undefined && blockNumber !== undefined && proposal.startBlock < blockNumber
  const priorVotes = useSingleCallResult(
    chainId,
    uni && account && proposal && startMined ? priorVotesRead(uni, account, proposal.startBlock) : undefined,
  )
  const write = useGovernanceWrite<VoteReview>(chainId, account)

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
  if (!key || !governor || (loaded && !proposal))
    return (
      <div className={styles.page}>
        <BackLink />
        <Card>
          <p data-testid="proposal-not-found">
            <Trans>This proposal does not exist on this network.</Trans>
          </p>
        </Card>
      </div>
    )
  if (!proposal)
    return (
      <div className={styles.page}>
        <BackLink />
        <p className={styles.muted}>
          <Trans>Loading</Trans>
        </p>
      </div>
    )

  const label = `${proposal.governorIndex}.${proposal.id}`
  const votes = priorVotes.result ?? 0n
  const canVote = proposal.status === 'active' && votes > 0n
  const endSeconds =
    blockNumber !== undefined && blockTime !== undefined
      ? estimateBlockTime({
          endBlock: proposal.endBlock,
          currentBlock: blockNumber,
          nowSeconds: Number(blockTime),
        })
      : undefined
  const endText =
    endSeconds === undefined
      ? null
      : i18n.date(new Date(endSeconds * 1000), { dateStyle: 'long', timeStyle: 'short' })
  const open = blockNumber !== undefined && votingOpen(proposal.endBlock, blockNumber)
  const details = (actions.result ? proposalDetailsOf(actions.result) : []).map((detail, i) => ({
    ...detail,
    n: i + 1,
  }))
  const vote = (support: VoteOption) =>
    write.review({
      review: { support, votes: formatVotes(votes, i18n.locale), label },
      summary:
        support === VOTE_FOR
          ? t`Vote for proposal ${label}`
          : support === VOTE_AGAINST
            ? t`Vote against proposal ${label}`
            : t`Vote to abstain on proposal ${label}`,
      call: () => buildCastVoteCall(governor, BigInt(proposal.id), support),
    })
  const buttonText = (support: VoteOption): string =>
    support === VOTE_FOR ? t`Vote For` : support === VOTE_AGAINST ? t`Vote Against` : t`Abstain`

  return (
    <div className={styles.page} data-testid="proposal-page">
      <div className={styles.header}>
        <BackLink />
        <StatusBadge status={proposal.status} />
      </div>
      <Card className={styles.section}>
        <h2 className={styles.title} data-testid="proposal-title">
          {proposal.title ?? <Trans>Untitled</Trans>}
        </h2>
        {endText ? (
          <p className={styles.muted} data-testid="proposal-end">
            {open ? (
              <Trans>Voting ends approximately {endText}</Trans>
            ) : (
              <Trans>Voting ended {endText}</Trans>
            )}
          </p>
        ) : null}
        {canVote ? (
          <div className={styles.buttons}>
            {voteOptionsOf(governor).map((support) => (
              <Button key={support} onClick={() => vote(support)} data-testid={`vote-${support}`}>
                {buttonText(support)}
              </Button>
            ))}
          </div>
        ) : null}
      </Card>
      <VoteCounts proposal={proposal} locale={i18n.locale} />
      <section className={styles.section}>
        <h3>
          <Trans>Details</Trans>
        </h3>
        {details.map((detail) => (
          <p key={detail.n} className={styles.detail} data-testid="proposal-detail">
            {detail.n}: {detail.target}.{detail.functionSig}({detail.callData})
          </p>
        ))}
      </section>
      <section className={styles.section}>
        <h3>
          <Trans>Description</Trans>
        </h3>
        {proposal.description === null ? (
          <p className={styles.muted}>
            <Trans>No description.</Trans>
          </p>
        ) : (
          <ProposalMarkdown markdown={proposal.description} />
        )}
      </section>
      <section className={styles.section}>
        <h3>
          <Trans>Proposer</Trans>
        </h3>
        <Proposer address={proposal.proposer} chainId={chainId} />
      </section>
      {write.dialog ? <VoteDialog {...write.dialog} /> : null}
    </div>
  )
}
