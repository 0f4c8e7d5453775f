// The Create Proposal form (spec 2 §5): what makes it invalid, what blocks submitting, and the proposal it
// becomes (spec 2 §3 submission payload; notes §5.3).
import { type Address, encodeAbiParameters, getAddress, type Hex, isAddress } from 'viem'
import { parseTypedAmount } from '../../../lib/amounts.ts'

export type ProposalAction = 'transfer-token' | 'approve-token'

export type ProposalFormToken = { address: Address; decimals: number; isNative: boolean }

export type ProposalForm = {
  action: ProposalAction | null
  /** As typed. */
  target: string
  token: ProposalFormToken | null
  /** As typed, in whole tokens. */
  amount: string
  title: string
  body: string
}

export type ProposalFormProblem =
  | 'no-action'
  | 'invalid-target'
  | 'invalid-token'
  | 'no-amount'
  | 'no-title'
  | 'no-body'

export type ValidProposal = {
  action: ProposalAction
  target: Address
  token: Address
  amountRaw: bigint
  title: string
  body: string
}

export type ProposalFormValidity = { kind: 'valid'; proposal: ValidProposal } | { kind: ProposalFormProblem }

/** The first problem of the form in the spec's order, or the proposal it describes. */
export function validateProposalForm(form: ProposalForm): ProposalFormValidity {
  if (form.action === null) return { kind: 'no-action' }
  const target = form.target.trim()
  if (!isAddress(target, { strict: false })) return { kind: 'invalid-target' }
  if (form.token === null || form.token.isNative) return { kind: 'invalid-token' }
  const amountRaw =
    form.amount.trim() === '' ? null : parseTypedAmount(form.amount.trim(), form.token.decimals)
  if (amountRaw === null) return { kind: 'no-amount' }
  if (form.title.trim() === '') return { kind: 'no-title' }
  if (form.body.trim() === '') return { kind: 'no-body' }
  return {
    kind: 'valid',
    proposal: {
      action: form.action,
      target: getAddress(target),
      token: form.token.address,
      amountRaw,
      title: form.title.trim(),
      body: form.body,
    },
  }
}

export type ProposeBlocker =
  | { kind: 'live-proposal' }
  | { kind: 'not-enough-votes'; threshold: bigint | undefined }

/**
 * Why Create Proposal is disabled, or null: a pending or active proposal of the account first, then votes
 * below the threshold (or a threshold not known yet).
 */
export function proposeBlockerOf(params: {
  hasLiveProposal: boolean
  votes: bigint | undefined
  threshold: bigint | undefined
}): ProposeBlocker | null {
  if (params.hasLiveProposal) return { kind: 'live-proposal' }
  const { votes, threshold } = params
  if (threshold === undefined || votes === undefined || votes < threshold)
    return { kind: 'not-enough-votes', threshold }
  return null
}

/** The description stored on chain: a heading with the title, a blank line, then the body. */
export function proposalDescription(title: string, body: string): string {
  return `# ${title}\n\n${body}`
}

export type ProposalPayload = {
  targets: Address[]
  values: bigint[]
  signatures: string[]
  calldatas: Hex[]
  description: string
}

const SIGNATURES: Record<ProposalAction, string> = {
  'transfer-token': 'transfer(address,uint256)',
  'approve-token': 'approve(address,uint256)',
}

/** The token is called by the Timelock with (target address, amount); no ether is sent. */
export function proposalPayloadOf(proposal: ValidProposal): ProposalPayload {
  return {
    targets: [proposal.token],
    values: [0n],
    signatures: [SIGNATURES[proposal.action]],
    calldatas: [
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [proposal.target, proposal.amountRaw]),
    ],
    description: proposalDescription(proposal.title, proposal.body),
  }
}
