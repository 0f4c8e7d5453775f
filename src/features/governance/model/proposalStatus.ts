// Proposal status codes and their badge colours (spec 2 §4).

export const PROPOSAL_STATUSES = [
  'pending',
  'active',
  'canceled',
  'defeated',
  'succeeded',
  'queued',
  'expired',
  'executed',
] as const

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number] | 'undetermined'
export type StatusColour = 'blue' | 'green' | 'red' | 'grey'

/** The governor's state(id) as a status; -1, an unknown code or no answer is 'undetermined'. */
export function proposalStatusOf(code: number | bigint | undefined): ProposalStatus {
  if (code === undefined) return 'undetermined'
  return PROPOSAL_STATUSES[Number(code)] ?? 'undetermined'
}

/** Blue for pending and active, green for succeeded and executed, red for defeated, grey otherwise. */
export function statusColourOf(status: ProposalStatus): StatusColour {
  switch (status) {
    case 'pending':
    case 'active':
      return 'blue'
    case 'succeeded':
    case 'executed':
      return 'green'
    case 'defeated':
      return 'red'
    default:
      return 'grey'
  }
}

/** A proposal that still counts against its proposer making another (spec 2 §5). */
export function isLiveStatus(status: ProposalStatus): boolean {
  return status === 'pending' || status === 'active'
}
