import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { governorAlphaAbi, governorBravoAbi, uniVotesAbi } from '../../../lib/abis/governance.ts'
import {
  AbstainNotSupportedError,
  buildCastVoteCall,
  buildDelegateCall,
  buildProposeCall,
  VOTE_ABSTAIN,
  VOTE_AGAINST,
  VOTE_FOR,
  voteOptionsOf,
} from './buildGovernanceCalls.ts'
import type { Governor } from './governors.ts'

const BRAVO: Governor = { index: 2, address: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed', kind: 'bravo' }
const ALPHA: Governor = { index: 0, address: '0x959922bE3CAee4b8Cd9a407cc3ac1C251C2007B1', kind: 'alpha' }
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('governance calls', () => {
  it('casts a Bravo vote as castVote(id, 0|1|2) to that governor', () => {
    for (const support of [VOTE_AGAINST, VOTE_FOR, VOTE_ABSTAIN]) {
      const call = buildCastVoteCall(BRAVO, 3n, support)
      expect(call.to).toBe(BRAVO.address)
      expect(decodeFunctionData({ abi: governorBravoAbi, data: call.data }).args).toEqual([3n, support])
    }
  })

  it('casts an Alpha vote as a yes/no and offers no Abstain there', () => {
    const call = buildCastVoteCall(ALPHA, 1n, VOTE_FOR)
    expect(decodeFunctionData({ abi: governorAlphaAbi, data: call.data }).args).toEqual([1n, true])
    expect(() => buildCastVoteCall(ALPHA, 1n, VOTE_ABSTAIN)).toThrow(AbstainNotSupportedError)
    expect(voteOptionsOf(ALPHA)).toEqual([VOTE_FOR, VOTE_AGAINST])
    expect(voteOptionsOf(BRAVO)).toEqual([VOTE_FOR, VOTE_AGAINST, VOTE_ABSTAIN])
  })

  it('proposes with the payload as it is', () => {
    const payload = {
      targets: [ACCOUNT],
      values: [0n],
      signatures: ['transfer(address,uint256)'],
      calldatas: ['0x1234' as const],
      description: '# T\n\nB',
    } as const
    const call = buildProposeCall(BRAVO, {
      ...payload,
      targets: [...payload.targets],
      values: [...payload.values],
      signatures: [...payload.signatures],
      calldatas: [...payload.calldatas],
    })
    const decoded = decodeFunctionData({ abi: governorBravoAbi, data: call.data })
    expect(decoded.functionName).toBe('propose')
    expect(decoded.args).toEqual([[ACCOUNT], [0n], ['transfer(address,uint256)'], ['0x1234'], '# T\n\nB'])
  })

  it('delegates on UNI', () => {
    const call = buildDelegateCall('0x0B306BF915C4d645ff596e518fAf3F9669b97016', ACCOUNT)
    expect(call.to).toBe('0x0B306BF915C4d645ff596e518fAf3F9669b97016')
    expect(decodeFunctionData({ abi: uniVotesAbi, data: call.data }).args).toEqual([ACCOUNT])
  })
})
