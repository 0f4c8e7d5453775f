// Governance writes on the seeded chain (spec 2 §7, issue #22): account 0 votes For on the active proposal 2.3,
// account 1 delegates its UNI to itself, account 0 proposes on the Bravo governor. Each is checked through the
// reads the screens make.
import { describe, expect, it, vi } from 'vitest'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { decodeRead, type ReadCall } from '../../../chain/reads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import {
  buildCastVoteCall,
  buildDelegateCall,
  buildProposeCall,
  type GovernanceCall,
  VOTE_FOR,
} from '../model/buildGovernanceCalls.ts'
import { type Governor, governorsOf } from '../model/governors.ts'
import { proposalPayloadOf, validateProposalForm } from '../model/proposalForm.ts'
import {
  currentVotesRead,
  delegatesRead,
  latestProposalIdRead,
  priorVotesRead,
  proposalCountRead,
  proposalRead,
  proposalStateRead,
} from './governanceReads.ts'
import { sendGovernanceCall } from './sendGovernanceCall.ts'

// The transactions entry also carries views whose Lingui macros and token list validator only the unit
// project builds; nothing here renders.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const CHAIN_ID = 31337
const uni = deployment.contracts.UNI
const governors = governorsOf({
  governorAlpha0: deployment.contracts.GovernorAlpha0,
  governorAlpha1: deployment.contracts.GovernorAlpha1,
  governorBravo: deployment.contracts.GovernorBravo,
})
const bravo = governors[2] as Governor

async function read<T>(readCall: ReadCall<T>): Promise<T> {
  const answer = await aggregateCalls(publicClient, deployment.contracts.UniswapInterfaceMulticall, [
    readCall.call,
  ])
  const value = decodeRead(readCall, answer.returnData[0] ?? '0x')
  if (value === null || value === undefined) throw new Error('Read failed')
  return value
}

async function send(accountIndex: number, call: GovernanceCall, summary: string) {
  const account = kit.address(accountIndex)
  const recorded: NewTransaction[] = []
  const hash = await sendGovernanceCall(
    nodeWallet(accountIndex),
    publicClient,
    { chainId: CHAIN_ID, account, call },
    summary,
    (tx) => recorded.push(tx),
  )
  await mined(hash)
  expect(recorded).toMatchObject([{ hash, from: account, chainId: CHAIN_ID, summary }])
}

describe('governance writes on the seeded chain', () => {
  it('reads every seeded proposal with its status', async () => {
    for (const entry of deployment.proposals) {
      const governor = governors[entry.governorIndex] as Governor
      expect(await read(proposalStateRead(governor, entry.id))).toBe(entry.stateCode)
      expect((await read(proposalRead(governor, entry.id)))?.proposer).toBe(entry.proposer)
    }
  })

  it('casts account 0’s For vote on 2.3 with castVote(3, 1): the For count grows by its votes', async () => {
    const before = await read(proposalRead(bravo, 3))
    const startBlock = Number(before?.startBlock)
    const votes = await read(priorVotesRead(uni, kit.address(0), startBlock))
    expect(votes).toBeGreaterThan(0n)
    await send(0, buildCastVoteCall(bravo, 3n, VOTE_FOR), 'Vote for proposal 3')
    const after = await read(proposalRead(bravo, 3))
    expect(after?.forVotes).toBe((before?.forVotes ?? 0n) + BigInt(votes))
    expect(after?.againstVotes).toBe(before?.againstVotes)
  })

  it('delegates account 1’s UNI to itself', async () => {
    const account = kit.address(1)
    expect(await read(delegatesRead(uni, account))).toBe(kit.address(0))
    await send(1, buildDelegateCall(uni, account), 'Delegated votes')
    expect(await read(delegatesRead(uni, account))).toBe(account)
    expect(await read(currentVotesRead(uni, account))).toBeGreaterThan(0n)
  })

  it('proposes a token transfer on the latest governor with the titled description', async () => {
    const count = await read(proposalCountRead(bravo))
    const form = validateProposalForm({
      action: 'transfer-token',
      target: kit.address(3),
      token: { address: uni, decimals: 18, isNative: false },
      amount: '100',
      title: 'Pay account 3',
      body: 'For tests.',
    })
    if (form.kind !== 'valid') throw new Error(form.kind)
    await send(0, buildProposeCall(bravo, proposalPayloadOf(form.proposal)), 'Submit new proposal')
    expect(await read(proposalCountRead(bravo))).toBe(count + 1n)
    expect(await read(latestProposalIdRead(bravo, kit.address(0)))).toBe(count + 1n)
    expect(await read(proposalStateRead(bravo, Number(count + 1n)))).toBe(0)
  })
})
