import { encodeAbiParameters, type Hex, type Log, toEventSelector, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { proposalCreatedDataAsBytes, proposalCreatedEvent } from '../../../lib/abis/governance.ts'
import { REVERSED_BYTES_START_BLOCK } from '../model/proposalText.ts'
import { decodeProposalLogs } from './useProposals.ts'

const GOVERNOR = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3'

function logOf(startBlock: number, description: Uint8Array): Log {
  const data = encodeAbiParameters(proposalCreatedDataAsBytes, [
    9n,
    '0x0000000000000000000000000000000000000001',
    [],
    [],
    [],
    [],
    BigInt(startBlock),
    BigInt(startBlock + 40_320),
    toHex(description),
  ])
  return {
    address: GOVERNOR,
    data,
    topics: [toEventSelector(proposalCreatedEvent)] as [Hex],
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  }
}

describe('ProposalCreated logs', () => {
  const stored = Uint8Array.from([...new TextEncoder().encode('# It'), 0x98, 0x80, 0xe2, 0x73])

  it('repair the reversed bytes of Governor Bravo’s first proposal', () => {
    const [proposal] = decodeProposalLogs([logOf(REVERSED_BYTES_START_BLOCK, stored)])
    expect(proposal).toEqual({ governor: GOVERNOR, id: 9n, description: '# It‘s' })
  })

  it('decode any other description as it is', () => {
    const [proposal] = decodeProposalLogs([logOf(100, new TextEncoder().encode('# Title\n\nbody'))])
    expect(proposal?.description).toBe('# Title\n\nbody')
  })

  it('skip a log that is not a ProposalCreated', () => {
    expect(decodeProposalLogs([{ ...logOf(100, stored), topics: [toHex(1, { size: 32 })] } as Log])).toEqual(
      [],
    )
  })
})
