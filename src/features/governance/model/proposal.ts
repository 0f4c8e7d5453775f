// A proposal as the list and the page show it (spec 2 §3), from the governor's reads and its ProposalCreated log.
import type { Address } from 'viem'
import type { Governor } from './governors.ts'
import { GRANTS_PROPOSAL_START_BLOCK, GRANTS_PROPOSAL_TEXT } from './grantsProposal.ts'
import { type ProposalStatus, proposalStatusOf } from './proposalStatus.ts'
import { proposalDescriptionOf, proposalTitleOf } from './proposalText.ts'

/** proposals(id) as the governor returns it; abstain only on Bravo. */
export type ProposalRecord = {
  proposer: Address
  startBlock: bigint
  endBlock: bigint
  forVotes: bigint
  againstVotes: bigint
  abstainVotes?: bigint
}

type AlphaTuple = readonly [bigint, Address, bigint, bigint, bigint, bigint, bigint, boolean, boolean]
type BravoTuple = readonly [bigint, Address, bigint, bigint, bigint, bigint, bigint, bigint, boolean, boolean]

/** The decoded proposals(id) tuple of either governor kind; null for an id the governor does not have. */
export function proposalRecordOf(tuple: AlphaTuple | BravoTuple): ProposalRecord | null {
  const [id, proposer, , startBlock, endBlock, forVotes, againstVotes] = tuple
  if (id === 0n) return null
  const abstainVotes = tuple.length === 10 ? tuple[7] : undefined
  return { proposer, startBlock, endBlock, forVotes, againstVotes, abstainVotes }
}

export type ProposalView = {
  governorIndex: number
  id: number
  /** null shows 'Untitled'. */
  title: string | null
  /** Markdown; null shows 'No description.'. */
  description: string | null
  proposer: Address
  status: ProposalStatus
  forCount: bigint
  againstCount: bigint
  /** Only where the governor counts abstentions. */
  abstainCount: bigint | undefined
  startBlock: number
  endBlock: number
}

export function proposalViewOf(params: {
  governor: Governor
  id: number
  record: ProposalRecord
  stateCode: number | undefined
  /** The ProposalCreated description; undefined while the logs are not read. */
  description: string | undefined
}): ProposalView {
  const { governor, id, record, stateCode, description } = params
  const startBlock = Number(record.startBlock)
  // The grants program proposal shows its bundled text in place of the one on chain (facts §15).
  const text = startBlock === GRANTS_PROPOSAL_START_BLOCK ? GRANTS_PROPOSAL_TEXT : description
  return {
    governorIndex: governor.index,
    id,
    title: proposalTitleOf(text),
    description: proposalDescriptionOf(text, startBlock),
    proposer: record.proposer,
    status: proposalStatusOf(stateCode),
    forCount: record.forVotes,
    againstCount: record.againstVotes,
    abstainCount: governor.kind === 'bravo' ? (record.abstainVotes ?? 0n) : undefined,
    startBlock,
    endBlock: Number(record.endBlock),
  }
}

/** The share of all votes cast that `count` is, in percent (0 when nobody voted). */
export function votePercent(
  count: bigint,
  proposal: Pick<ProposalView, 'forCount' | 'againstCount' | 'abstainCount'>,
): number {
  const total = proposal.forCount + proposal.againstCount + (proposal.abstainCount ?? 0n)
  if (total === 0n) return 0
  return Number((count * 10_000n) / total) / 100
}

/** Newest first: the latest governor's first, each governor's highest id first. */
export function sortProposals<P extends Pick<ProposalView, 'governorIndex' | 'id'>>(
  proposals: readonly P[],
): P[] {
  return [...proposals].sort((a, b) => b.governorIndex - a.governorIndex || b.id - a.id)
}

export type ProposalLog = { governor: Address; id: bigint; description: string }

/** The descriptions by governor and id (2021 matched logs to proposals by position, which breaks on a gap). */
export function descriptionsByProposal(logs: readonly ProposalLog[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const log of logs) map.set(proposalLogKey(log.governor, log.id), log.description)
  return map
}

export function proposalLogKey(governor: Address, id: bigint | number): string {
  return `${governor.toLowerCase()}:${id.toString()}`
}
