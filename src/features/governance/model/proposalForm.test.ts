import { decodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type ProposalForm,
  proposalDescription,
  proposalPayloadOf,
  proposeBlockerOf,
  validateProposalForm,
} from './proposalForm.ts'

const UNI = { address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', decimals: 18, isNative: false } as const
const FORM: ProposalForm = {
  action: 'transfer-token',
  target: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  token: UNI,
  amount: '1.5',
  title: 'Pay a contributor',
  body: 'Why.',
}

describe('proposal form validity', () => {
  it('is valid with an action, a target address, a token, an amount, a title and a body', () => {
    const result = validateProposalForm(FORM)
    expect(result).toEqual({
      kind: 'valid',
      proposal: {
        action: 'transfer-token',
        target: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        token: UNI.address,
        amountRaw: 1_500_000_000_000_000_000n,
        title: 'Pay a contributor',
        body: 'Why.',
      },
    })
  })

  it('is invalid when no action is chosen', () => {
    expect(validateProposalForm({ ...FORM, action: null }).kind).toBe('no-action')
  })

  it('is invalid when the target is not a valid address', () => {
    expect(validateProposalForm({ ...FORM, target: 'bob.eth' }).kind).toBe('invalid-target')
    expect(validateProposalForm({ ...FORM, target: '' }).kind).toBe('invalid-target')
  })

  it('is invalid when the token is not a token (native excluded)', () => {
    expect(validateProposalForm({ ...FORM, token: null }).kind).toBe('invalid-token')
    expect(validateProposalForm({ ...FORM, token: { ...UNI, isNative: true } }).kind).toBe('invalid-token')
  })

  it('is invalid when the amount, the title or the body is empty', () => {
    expect(validateProposalForm({ ...FORM, amount: '' }).kind).toBe('no-amount')
    expect(validateProposalForm({ ...FORM, amount: 'abc' }).kind).toBe('no-amount')
    expect(validateProposalForm({ ...FORM, title: '  ' }).kind).toBe('no-title')
    expect(validateProposalForm({ ...FORM, body: '' }).kind).toBe('no-body')
  })
})

describe('what blocks Create Proposal', () => {
  it('is an active or pending proposal of the account first', () => {
    expect(proposeBlockerOf({ hasLiveProposal: true, votes: 10n, threshold: 1n })).toEqual({
      kind: 'live-proposal',
    })
  })

  it('is too few votes, with the threshold when it is known', () => {
    expect(proposeBlockerOf({ hasLiveProposal: false, votes: 1n, threshold: 2n })).toEqual({
      kind: 'not-enough-votes',
      threshold: 2n,
    })
    expect(proposeBlockerOf({ hasLiveProposal: false, votes: 1n, threshold: undefined })).toEqual({
      kind: 'not-enough-votes',
      threshold: undefined,
    })
  })

  it('is nothing with votes at the threshold', () => {
    expect(proposeBlockerOf({ hasLiveProposal: false, votes: 2n, threshold: 2n })).toBeNull()
  })
})

describe('proposal payload', () => {
  it('is one call of the token with (target, amount), no value, and the titled description', () => {
    const result = validateProposalForm({ ...FORM, action: 'approve-token' })
    if (result.kind !== 'valid') throw new Error(result.kind)
    const payload = proposalPayloadOf(result.proposal)
    expect(payload).toMatchObject({
      targets: [UNI.address],
      values: [0n],
      signatures: ['approve(address,uint256)'],
      description: '# Pay a contributor\n\nWhy.',
    })
    expect(
      decodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], payload.calldatas[0] ?? '0x'),
    ).toEqual(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 1_500_000_000_000_000_000n])
    expect(proposalDescription('T', 'B')).toBe('# T\n\nB')
  })
})
