// The three governors by governor index (spec 2 §3, §9; facts §4, §15) and which proposal ids each has.
import type { Address } from 'viem'

export type GovernorKind = 'alpha' | 'bravo'
export type Governor = { index: number; address: Address; kind: GovernorKind }

export type GovernorAddresses = Partial<
  Record<'governorAlpha0' | 'governorAlpha1' | 'governorBravo', Address>
>

/** Proposals are read on mainnet with the ids the spec fixes; other chains read 1..proposalCount. */
const MAINNET = 1
/** GovernorAlpha V0's deployment block on mainnet: no governor's ProposalCreated log is older. */
const MAINNET_FIRST_GOVERNOR_BLOCK = 11_042_287
/** Bravo's first ids repeat the older governors' proposals on mainnet (spec 2 §9: it starts at id 9). */
const MAINNET_BRAVO_ID_OFFSET = 8
/** A guard against a hostile or broken proposalCount: never thousands of reads per block. */
export const MAX_PROPOSALS_PER_GOVERNOR = 500

/** The chain's governors, ordered by index; an index whose contract is not on the chain is left out. */
export function governorsOf(addresses: GovernorAddresses): Governor[] {
  const rows: [number, Address | undefined, GovernorKind][] = [
    [0, addresses.governorAlpha0, 'alpha'],
    [1, addresses.governorAlpha1, 'alpha'],
    [2, addresses.governorBravo, 'bravo'],
  ]
  return rows.flatMap(([index, address, kind]) => (address ? [{ index, address, kind }] : []))
}

/** The governor that takes votes, delegations' proposals and new proposals: the newest one. */
export function latestGovernor(governors: readonly Governor[]): Governor | undefined {
  return governors.at(-1)
}

function range(from: number, to: number): number[] {
  const ids: number[] = []
  for (let id = from; id <= to && ids.length < MAX_PROPOSALS_PER_GOVERNOR; id++) ids.push(id)
  return ids
}

/** The proposal ids to read on one governor; `proposalCount` is needed except for mainnet's retired ones. */
export function proposalIdsOf(
  chainId: number,
  governorIndex: number,
  proposalCount: bigint | undefined,
): number[] {
  if (chainId === MAINNET && governorIndex === 0) return [1, 2, 3, 4]
  if (chainId === MAINNET && governorIndex === 1) return [1, 2, 3]
  if (proposalCount === undefined) return []
  const count = Number(proposalCount > BigInt(Number.MAX_SAFE_INTEGER) ? 0n : proposalCount)
  const first = chainId === MAINNET && governorIndex === 2 ? MAINNET_BRAVO_ID_OFFSET + 1 : 1
  // The newest are the ones shown first, so a cap drops the oldest.
  return range(Math.max(first, count - MAX_PROPOSALS_PER_GOVERNOR + 1), count)
}

/** Whether the proposal count is needed to know a governor's ids. */
export function needsProposalCount(chainId: number, governorIndex: number): boolean {
  return !(chainId === MAINNET && governorIndex < 2)
}

/** The first block the proposal logs are read from: deployment on mainnet, genesis elsewhere. */
export function proposalLogsFromBlock(chainId: number): number {
  return chainId === MAINNET ? MAINNET_FIRST_GOVERNOR_BLOCK : 0
}

export type ProposalKey = { governorIndex: number; id: number }

const INDEX = /^[0-9]$/
const ID = /^[1-9][0-9]{0,8}$/

/** The route's `/vote/{governorIndex}/{id}` parameters, or null when they are not an index and an id. */
export function parseProposalKey(
  governorIndex: string | undefined,
  id: string | undefined,
): ProposalKey | null {
  if (governorIndex === undefined || id === undefined || !INDEX.test(governorIndex) || !ID.test(id))
    return null
  return { governorIndex: Number(governorIndex), id: Number(id) }
}
