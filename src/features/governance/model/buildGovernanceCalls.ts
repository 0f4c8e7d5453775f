// The governance writes (spec 2 §7): propose, castVote(id, 0|1|2) to the proposal's governor, and delegate.
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { governorAlphaAbi, governorBravoAbi, uniVotesAbi } from '../../../lib/abis/governance.ts'
import type { Governor } from './governors.ts'
import type { ProposalPayload } from './proposalForm.ts'

export type GovernanceCall = { to: Address; data: Hex }

/** Spec 2 §3: Against = 0, For = 1, Abstain = 2. */
export type VoteOption = 0 | 1 | 2
export const VOTE_AGAINST: VoteOption = 0
export const VOTE_FOR: VoteOption = 1
export const VOTE_ABSTAIN: VoteOption = 2

/** Abstain is a choice only on Bravo; Alpha's castVote takes a yes/no. */
export function voteOptionsOf(governor: Governor): VoteOption[] {
  return governor.kind === 'bravo' ? [VOTE_FOR, VOTE_AGAINST, VOTE_ABSTAIN] : [VOTE_FOR, VOTE_AGAINST]
}

export class AbstainNotSupportedError extends Error {
  constructor() {
    super('This governor takes only For and Against votes.')
    this.name = 'AbstainNotSupportedError'
  }
}

export function buildCastVoteCall(
  governor: Governor,
  proposalId: bigint,
  support: VoteOption,
): GovernanceCall {
  if (governor.kind === 'bravo') {
    const data = encodeFunctionData({
      abi: governorBravoAbi,
      functionName: 'castVote',
      args: [proposalId, support],
    })
    return { to: governor.address, data }
  }
  if (support === VOTE_ABSTAIN) throw new AbstainNotSupportedError()
  const data = encodeFunctionData({
    abi: governorAlphaAbi,
    functionName: 'castVote',
    args: [proposalId, support === VOTE_FOR],
  })
  return { to: governor.address, data }
}

export function buildProposeCall(governor: Governor, payload: ProposalPayload): GovernanceCall {
  const { targets, values, signatures, calldatas, description } = payload
  const data = encodeFunctionData({
    abi: governorBravoAbi,
    functionName: 'propose',
    args: [targets, values, signatures, calldatas, description],
  })
  return { to: governor.address, data }
}

export function buildDelegateCall(uni: Address, delegatee: Address): GovernanceCall {
  return {
    to: uni,
    data: encodeFunctionData({ abi: uniVotesAbi, functionName: 'delegate', args: [delegatee] }),
  }
}
