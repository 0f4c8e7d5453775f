import { describe, expect, it } from 'vitest'
import type { Governor } from './governors.ts'
import { GRANTS_PROPOSAL_START_BLOCK, GRANTS_PROPOSAL_TEXT } from './grantsProposal.ts'
import {
  descriptionsByProposal,
  proposalLogKey,
  proposalRecordOf,
  proposalViewOf,
  sortProposals,
  votePercent,
} from './proposal.ts'

const BRAVO: Governor = { index: 2, address: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed', kind: 'bravo' }
const PROPOSER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('proposal view', () => {
  it('reads both tuple shapes and refuses an id the governor does not have', () => {
    expect(proposalRecordOf([3n, PROPOSER, 0n, 201n, 40521n, 5n, 1n, 2n, false, false])).toMatchObject({
      abstainVotes: 2n,
      forVotes: 5n,
    })
    expect(
      proposalRecordOf([1n, PROPOSER, 0n, 180n, 182n, 5n, 1n, false, false])?.abstainVotes,
    ).toBeUndefined()
    expect(proposalRecordOf([0n, PROPOSER, 0n, 0n, 0n, 0n, 0n, false, false])).toBeNull()
  })

  it('puts status, title and counts together; descriptions are matched by governor and id', () => {
    const descriptions = descriptionsByProposal([
      { governor: BRAVO.address, id: 3n, description: '# Title\n\nBody' },
    ])
    const record = proposalRecordOf([3n, PROPOSER, 0n, 201n, 40521n, 5n, 1n, 2n, false, false])
    if (!record) throw new Error('no record')
    const view = proposalViewOf({
      governor: BRAVO,
      id: 3,
      record,
      stateCode: 1,
      description: descriptions.get(proposalLogKey(BRAVO.address, 3)),
    })
    expect(view).toMatchObject({
      title: 'Title',
      status: 'active',
      abstainCount: 2n,
      startBlock: 201,
      endBlock: 40521,
    })
    expect(votePercent(view.forCount, view)).toBe(62.5)
    expect(votePercent(0n, { forCount: 0n, againstCount: 0n, abstainCount: undefined })).toBe(0)
  })

  it('shows the grants program proposal with its bundled text, not the one on chain (facts §15)', () => {
    const record = proposalRecordOf([
      4n,
      PROPOSER,
      0n,
      BigInt(GRANTS_PROPOSAL_START_BLOCK),
      BigInt(GRANTS_PROPOSAL_START_BLOCK + 17_280),
      5n,
      1n,
      false,
      false,
    ])
    if (!record) throw new Error('no record')
    const view = proposalViewOf({
      governor: { ...BRAVO, index: 0, kind: 'alpha' },
      id: 4,
      record,
      stateCode: 7,
      description: 'https://gov.example/t/ugp',
    })
    expect(view.title).toBe('Uniswap Grants Program v0.1')
    expect(view.description).toBe(GRANTS_PROPOSAL_TEXT)
  })

  it('sorts newest first', () => {
    const sorted = sortProposals([
      { governorIndex: 0, id: 1 },
      { governorIndex: 2, id: 1 },
      { governorIndex: 2, id: 3 },
    ])
    expect(sorted).toEqual([
      { governorIndex: 2, id: 3 },
      { governorIndex: 2, id: 1 },
      { governorIndex: 0, id: 1 },
    ])
  })
})
