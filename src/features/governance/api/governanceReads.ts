// The governor and UNI reads of governance (spec 2 §7), described for the multicall engine so a page's reads
// leave in the block's one request.
import type { Address } from 'viem'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'
import { governorAlphaAbi, governorBravoAbi, uniVotesAbi } from '../../../lib/abis/governance.ts'
import type { Governor } from '../model/governors.ts'
import { type ProposalRecord, proposalRecordOf } from '../model/proposal.ts'

export function proposalCountRead(governor: Governor): ReadCall<bigint> {
  return contractRead({ address: governor.address, abi: governorBravoAbi, functionName: 'proposalCount' })
}

/** proposals(id) of either governor kind; null for an id the governor does not have. */
export function proposalRead(governor: Governor, id: number): ReadCall<ProposalRecord | null> {
  if (governor.kind === 'bravo') {
    const read = contractRead({
      address: governor.address,
      abi: governorBravoAbi,
      functionName: 'proposals',
      args: [BigInt(id)],
    })
    return { call: read.call, decode: (data) => proposalRecordOf(read.decode(data)) }
  }
  const read = contractRead({
    address: governor.address,
    abi: governorAlphaAbi,
    functionName: 'proposals',
    args: [BigInt(id)],
  })
  return { call: read.call, decode: (data) => proposalRecordOf(read.decode(data)) }
}

export function proposalStateRead(governor: Governor, id: number): ReadCall<number> {
  return contractRead({
    address: governor.address,
    abi: governorBravoAbi,
    functionName: 'state',
    args: [BigInt(id)],
  })
}

export type ProposalActionsRead = {
  targets: readonly Address[]
  signatures: readonly string[]
  calldatas: readonly `0x${string}`[]
}

export function proposalActionsRead(governor: Governor, id: number): ReadCall<ProposalActionsRead> {
  const read = contractRead({
    address: governor.address,
    abi: governorBravoAbi,
    functionName: 'getActions',
    args: [BigInt(id)],
  })
  return {
    call: read.call,
    decode: (data) => {
      const [targets, , signatures, calldatas] = read.decode(data)
      return { targets, signatures, calldatas }
    },
  }
}

export function proposalThresholdRead(governor: Governor): ReadCall<bigint> {
  return contractRead({ address: governor.address, abi: governorBravoAbi, functionName: 'proposalThreshold' })
}

export function latestProposalIdRead(governor: Governor, account: Address): ReadCall<bigint> {
  return contractRead({
    address: governor.address,
    abi: governorBravoAbi,
    functionName: 'latestProposalIds',
    args: [account],
  })
}

export function delegatesRead(uni: Address, account: Address): ReadCall<Address> {
  return contractRead({ address: uni, abi: uniVotesAbi, functionName: 'delegates', args: [account] })
}

export function currentVotesRead(uni: Address, account: Address): ReadCall<bigint> {
  return contractRead({ address: uni, abi: uniVotesAbi, functionName: 'getCurrentVotes', args: [account] })
}

/** Reverts while `blockNumber` is not mined yet ('not yet determined'): the caller treats that as no votes. */
export function priorVotesRead(uni: Address, account: Address, blockNumber: number): ReadCall<bigint> {
  return contractRead({
    address: uni,
    abi: uniVotesAbi,
    functionName: 'getPriorVotes',
    args: [account, BigInt(blockNumber)],
  })
}

export function uniBalanceRead(uni: Address, account: Address): ReadCall<bigint> {
  return contractRead({ address: uni, abi: uniVotesAbi, functionName: 'balanceOf', args: [account] })
}
