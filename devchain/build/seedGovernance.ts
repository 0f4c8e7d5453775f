import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, keccak256, toHex } from 'viem'
import type { ProposalEntry, ProposalStateName } from '../types.ts'
import { governorAlphaAbi, governorBravoAbi, timelockAbi } from './abis.ts'
import { account, contract, type SeedContext } from './context.ts'
import { units } from './market.ts'

export const PROPOSAL_STATES: readonly ProposalStateName[] = [
  'pending',
  'active',
  'canceled',
  'defeated',
  'succeeded',
  'queued',
  'expired',
  'executed',
]

interface Action {
  target: Address
  signature: string
  args: Hex
}

interface Governor {
  index: 0 | 1 | 2
  address: Address
  bravo: boolean
}

const transferArgs = (to: Address, amount: bigint): Hex =>
  encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [to, amount])

async function propose(
  ctx: SeedContext,
  gov: Governor,
  from: Address,
  actions: Action[],
  description: string,
) {
  const data = encodeFunctionData({
    abi: governorBravoAbi,
    functionName: 'propose',
    args: [
      actions.map((a) => a.target),
      actions.map(() => 0n),
      actions.map((a) => a.signature),
      actions.map((a) => a.args),
      description,
    ],
  })
  await ctx.chain.send(from, { to: gov.address, data }, `propose on governor ${gov.index}`)
  const id = await ctx.chain.client.readContract({
    address: gov.address,
    abi: governorBravoAbi,
    functionName: 'proposalCount',
  })
  // Voting opens once a block is past startBlock (votingDelay is 1 block on every governor here).
  await ctx.chain.mine(2)
  return id
}

async function vote(ctx: SeedContext, gov: Governor, from: Address, id: bigint, support: 0 | 1 | 2) {
  const data = gov.bravo
    ? encodeFunctionData({ abi: governorBravoAbi, functionName: 'castVote', args: [id, support] })
    : encodeFunctionData({ abi: governorAlphaAbi, functionName: 'castVote', args: [id, support === 1] })
  await ctx.chain.send(from, { to: gov.address, data }, `vote on ${gov.index}.${id}`)
}

async function call(ctx: SeedContext, gov: Governor, from: Address, data: Hex, label: string) {
  await ctx.chain.send(from, { to: gov.address, data }, `${label} ${gov.index}`)
}

async function readProposal(ctx: SeedContext, gov: Governor, id: bigint) {
  if (gov.bravo) {
    const p = await ctx.chain.client.readContract({
      address: gov.address,
      abi: governorBravoAbi,
      functionName: 'proposals',
      args: [id],
    })
    return { proposer: p[1], startBlock: p[3], endBlock: p[4] }
  }
  const p = await ctx.chain.client.readContract({
    address: gov.address,
    abi: governorAlphaAbi,
    functionName: 'proposals',
    args: [id],
  })
  return { proposer: p[1], startBlock: p[3], endBlock: p[4] }
}

/**
 * The storage slot of a proposal's endBlock: proposals is a mapping of structs that start with
 * (id, proposer, …) and hold startBlock right before endBlock; the slot is found by matching values
 * rather than hard-coding each governor's layout.
 */
async function endBlockSlot(ctx: SeedContext, gov: Governor, id: bigint): Promise<Hex> {
  const { startBlock, endBlock } = await readProposal(ctx, gov, id)
  for (let mappingSlot = 0n; mappingSlot < 16n; mappingSlot++) {
    const base = BigInt(
      keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [id, mappingSlot])),
    )
    if ((await ctx.chain.storage(gov.address, toHex(base, { size: 32 }))) !== id) continue
    for (let offset = 1n; offset < 16n; offset++) {
      const slot = toHex(base + offset, { size: 32 })
      if ((await ctx.chain.storage(gov.address, slot)) !== endBlock) continue
      if ((await ctx.chain.storage(gov.address, toHex(base + offset - 1n, { size: 32 }))) === startBlock)
        return slot
    }
  }
  throw new Error(`endBlock slot of proposal ${gov.index}.${id} not found`)
}

/** Ends voting now instead of after 40,320 blocks: the next block is past endBlock. */
async function endVoting(ctx: SeedContext, gov: Governor, id: bigint): Promise<void> {
  await ctx.chain.setStorage(gov.address, await endBlockSlot(ctx, gov, id), await ctx.chain.blockNumber())
  await ctx.chain.mine(1)
}

const DESCRIPTIONS = {
  feeSwitch:
    '# Turn on the v2 protocol fee\n\nSet `feeTo` on the v2 factory to the Timelock, so that one sixth of v2 swap fees accrue to governance.\n\nVoted down: liquidity providers objected.',
  grantsFund:
    '# Fund the community grants program\n\nTransfer 1,000,000 UNI from the treasury to the grants multisig for the next two quarters.\n\n1. Developer tooling\n2. Research\n3. Education',
  withdrawn: '# Withdrawn: rename the governance token\n\nThe proposer withdrew this proposal.',
  grantToAccount2:
    '# Grant 10,000 UNI to a contributor\n\nRetroactive grant for local development work, paid from the Timelock.',
  active:
    '# Deploy Uniswap v3 on a new chain\n\nThis proposal approves a deployment of the v3 contracts and the *Uniswap Labs* interface on a new network.\n\n## Details\n\n- Factory owner: the Timelock\n- Fee tiers: **0.05%**, **0.3%** and **1%**\n- More at [uniswap.org](https://uniswap.org)\n\nRaw HTML must be shown as text: <img src=x onerror=alert(1)>',
} as const

/** How many proposals each GovernorAlpha ends up with, and the id Bravo's proposals follow. */
export interface ProposalIdRanges {
  alphaCounts: readonly [number, number]
  bravoInitialId: bigint
}

/** Older proposals that fill a GovernorAlpha up to mainnet's count; each is voted down. */
const EARLIER_TITLES = [
  'Reduce the proposal threshold',
  'Fund a security audit of the governance contracts',
  'Set up a community treasury committee',
  'Publish the governance process',
] as const

/**
 * Proposals on all three governors: 0.1 defeated; 1.1 succeeded; 2.1 executed (through the Timelock, which
 * the Bravo-compatible governor administers), 2.2 canceled by its proposer (account 2), 2.3 active, proposed
 * by account 2 and voted for by account 2, not yet voted on by account 0. Only the Timelock's admin can
 * queue, execute or cancel, hence nothing past "succeeded" on the GovernorAlpha instances.
 */
export async function seedGovernance(
  ctx: SeedContext,
  alphaCounts: ProposalIdRanges['alphaCounts'] = [1, 1],
): Promise<ProposalEntry[]> {
  const [a0, a2] = [account(ctx, 0), account(ctx, 2)]
  const uni = ctx.tokens.UNI
  const governors: [Governor, Governor, Governor] = [
    { index: 0, address: contract(ctx, 'GovernorAlpha0'), bravo: false },
    { index: 1, address: contract(ctx, 'GovernorAlpha1'), bravo: false },
    { index: 2, address: contract(ctx, 'GovernorBravo'), bravo: true },
  ]
  const [g0, g1, g2] = governors
  const created: { gov: Governor; id: bigint; title: string }[] = []
  const record = (gov: Governor, id: bigint, description: string) =>
    created.push({ gov, id, title: description.split('\n')[0]?.replace(/^# /, '') ?? 'Untitled' })

  const feeSwitch = {
    target: contract(ctx, 'UniswapV2Factory'),
    signature: 'setFeeTo(address)',
    args: encodeAbiParameters([{ type: 'address' }], [contract(ctx, 'Timelock')]),
  }
  const defeated = await propose(ctx, g0, a0, [feeSwitch], DESCRIPTIONS.feeSwitch)
  await vote(ctx, g0, a0, defeated, 0)
  await endVoting(ctx, g0, defeated)
  record(g0, defeated, DESCRIPTIONS.feeSwitch)

  const grants = {
    target: uni,
    signature: 'transfer(address,uint256)',
    args: transferArgs(account(ctx, 8), units('UNI', 1_000_000)),
  }
  const succeeded = await propose(ctx, g1, a0, [grants], DESCRIPTIONS.grantsFund)
  await vote(ctx, g1, a0, succeeded, 1)
  await endVoting(ctx, g1, succeeded)
  record(g1, succeeded, DESCRIPTIONS.grantsFund)

  const grant = {
    target: uni,
    signature: 'transfer(address,uint256)',
    args: transferArgs(a2, units('UNI', 10_000)),
  }
  const executed = await propose(ctx, g2, a0, [grant], DESCRIPTIONS.grantToAccount2)
  await vote(ctx, g2, a0, executed, 1)
  await endVoting(ctx, g2, executed)
  await call(
    ctx,
    g2,
    a0,
    encodeFunctionData({ abi: governorBravoAbi, functionName: 'queue', args: [executed] }),
    'queue',
  )
  const delay = await ctx.chain.client.readContract({
    address: contract(ctx, 'Timelock'),
    abi: timelockAbi,
    functionName: 'delay',
  })
  await ctx.chain.increaseTime(delay + 1n)
  await call(
    ctx,
    g2,
    a0,
    encodeFunctionData({ abi: governorBravoAbi, functionName: 'execute', args: [executed] }),
    'execute',
  )
  record(g2, executed, DESCRIPTIONS.grantToAccount2)

  const rename = {
    target: uni,
    signature: 'setMinter(address)',
    args: encodeAbiParameters([{ type: 'address' }], [a2]),
  }
  const withdrawn = await propose(ctx, g2, a2, [rename], DESCRIPTIONS.withdrawn)
  await call(
    ctx,
    g2,
    a2,
    encodeFunctionData({ abi: governorBravoAbi, functionName: 'cancel', args: [withdrawn] }),
    'cancel',
  )
  record(g2, withdrawn, DESCRIPTIONS.withdrawn)

  // A replica's GovernorAlphas hold as many proposals as mainnet's (ids 1–4 and 1–3), which the app reads by id.
  for (const [index, gov] of [g0, g1].entries()) {
    for (let n = 1; n < (alphaCounts[index] ?? 1); n++) {
      const title = EARLIER_TITLES[(n - 1) % EARLIER_TITLES.length] ?? 'Earlier proposal'
      const description = `# ${title}\n\nAn earlier proposal, voted down.`
      const id = await propose(ctx, gov, a0, [feeSwitch], description)
      await vote(ctx, gov, a0, id, 0)
      await endVoting(ctx, gov, id)
      record(gov, id, description)
    }
  }

  const launch = { target: uni, signature: 'approve(address,uint256)', args: transferArgs(a0, 0n) }
  const active = await propose(ctx, g2, a2, [launch], DESCRIPTIONS.active)
  await vote(ctx, g2, a2, active, 1)
  record(g2, active, DESCRIPTIONS.active)

  const entries: ProposalEntry[] = []
  for (const { gov, id, title } of created) {
    const { proposer, startBlock, endBlock } = await readProposal(ctx, gov, id)
    const stateCode = await ctx.chain.client.readContract({
      address: gov.address,
      abi: governorBravoAbi,
      functionName: 'state',
      args: [id],
    })
    entries.push({
      governorIndex: gov.index,
      governor: gov.address,
      id: Number(id),
      proposer,
      title,
      state: PROPOSAL_STATES[stateCode] ?? 'pending',
      stateCode,
      startBlock: Number(startBlock),
      endBlock: Number(endBlock),
      endBlockSlot: await endBlockSlot(ctx, gov, id),
    })
  }
  ctx.log(`governance: ${entries.map((e) => `${e.governorIndex}.${e.id} ${e.state}`).join(', ')}`)
  return entries
}
