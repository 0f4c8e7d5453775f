// The governor and UNI functions governance reads and sends (spec 2 §7). GovernorAlpha (governors 0 and 1)
// and GovernorBravo (governor 2) share the ProposalCreated event, state and getActions; they differ in
// proposals(id) (Bravo adds abstain votes) and castVote (Alpha: bool, Bravo: uint8 with abstain).
import { parseAbi, parseAbiItem, parseAbiParameters } from 'viem'

export const proposalCreatedEvent = parseAbiItem(
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
)

/** ProposalCreated's data with the description read as bytes (the same encoding), for repairing its text. */
export const proposalCreatedDataAsBytes = parseAbiParameters(
  'uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, bytes description',
)

const COMMON = [
  'function proposalCount() view returns (uint256)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function proposalThreshold() view returns (uint256)',
  'function latestProposalIds(address) view returns (uint256)',
  'function getActions(uint256 proposalId) view returns (address[] targets, uint256[] values, string[] signatures, bytes[] calldatas)',
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
] as const

export const governorAlphaAbi = parseAbi([
  ...COMMON,
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, bool canceled, bool executed)',
  'function castVote(uint256 proposalId, bool support)',
])

export const governorBravoAbi = parseAbi([
  ...COMMON,
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function castVote(uint256 proposalId, uint8 support)',
])

export const uniVotesAbi = parseAbi([
  'function delegates(address) view returns (address)',
  'function getCurrentVotes(address account) view returns (uint96)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
  'function balanceOf(address account) view returns (uint256)',
  'function delegate(address delegatee)',
])
