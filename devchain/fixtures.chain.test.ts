import { createHash } from 'node:crypto'
import {
  type Address,
  erc20Abi,
  type Hex,
  hexToString,
  namehash,
  parseAbi,
  parseEventLogs,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ensRegistryAbi,
  governorBravoAbi,
  merkleDistributorAbi,
  publicResolverAbi,
  stakingRewardsAbi,
  uniAbi,
} from './build/abis.ts'
import { kit } from './test/kit.ts'

const { deployment, publicClient, testClient, wallet, address, mined, readRepoFile } = kit()
const { contracts, tokens } = deployment
const UNI = 10n ** 18n

interface ChunkEntry {
  index: number
  amount: Hex
  proof: Hex[]
  flags: { isSOCKS: boolean; isLP: boolean; isUser: boolean }
}

function claimFor(account: Address): ChunkEntry | undefined {
  const mapping = JSON.parse(readRepoFile(deployment.airdrop.mappingPath)) as Record<string, string>
  const lower = account.toLowerCase()
  const first = Object.keys(mapping)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .find((start) => start.toLowerCase() <= lower && lower <= (mapping[start] ?? '').toLowerCase())
  if (!first) return undefined
  const chunk = JSON.parse(readRepoFile(`${deployment.airdrop.chunksDir}/${first}.json`)) as Record<
    string,
    ChunkEntry
  >
  return chunk[account]
}

describe('airdrop', () => {
  it('writes chunks whose amounts match their flags (SOCKS 1000, User 400, LP the rest)', () => {
    const mapping = JSON.parse(readRepoFile(deployment.airdrop.mappingPath)) as Record<string, string>
    expect(Object.keys(mapping).length).toBeGreaterThan(2)
    let count = 0
    for (const first of Object.keys(mapping)) {
      const chunk = JSON.parse(readRepoFile(`${deployment.airdrop.chunksDir}/${first}.json`)) as Record<
        string,
        ChunkEntry
      >
      for (const entry of Object.values(chunk)) {
        const lpPart =
          BigInt(entry.amount) -
          (entry.flags.isSOCKS ? 1000n * UNI : 0n) -
          (entry.flags.isUser ? 400n * UNI : 0n)
        expect(lpPart > 0n).toBe(entry.flags.isLP)
        count++
      }
    }
    expect(count).toBeGreaterThan(40)
  })

  it('lists the test claims with their claimed state', async () => {
    for (const claim of deployment.airdrop.testClaims) {
      const claimed = await publicClient.readContract({
        address: contracts.MerkleDistributor,
        abi: merkleDistributorAbi,
        functionName: 'isClaimed',
        args: [BigInt(claim.index)],
      })
      expect(claimed, claim.account).toBe(claim.claimed)
    }
    expect(claimFor(address(3))).toBeUndefined()
  })

  it('pays a claim built from the generated files', async () => {
    const account = address(1)
    const entry = claimFor(account)
    if (!entry) throw new Error('account 1 has no claim in the files')
    expect(entry.flags).toEqual({ isSOCKS: false, isLP: false, isUser: true })
    const before = await publicClient.readContract({
      address: tokens.UNI.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    await mined(
      await wallet(3).writeContract({
        address: contracts.MerkleDistributor,
        abi: merkleDistributorAbi,
        functionName: 'claim',
        args: [BigInt(entry.index), account, BigInt(entry.amount), entry.proof],
      }),
    )
    const after = await publicClient.readContract({
      address: tokens.UNI.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    expect(after - before).toBe(400n * UNI)
    const claimed = await publicClient.readContract({
      address: contracts.MerkleDistributor,
      abi: merkleDistributorAbi,
      functionName: 'isClaimed',
      args: [BigInt(entry.index)],
    })
    expect(claimed).toBe(true)
  })
})

describe('liquidity mining', () => {
  it('has UNI rewards running on every pool and account 0 earning on its stake', async () => {
    const now = (await publicClient.getBlock()).timestamp
    for (const pool of deployment.staking) {
      const [rate, finish] = await Promise.all([
        publicClient.readContract({
          address: pool.address,
          abi: stakingRewardsAbi,
          functionName: 'rewardRate',
        }),
        publicClient.readContract({
          address: pool.address,
          abi: stakingRewardsAbi,
          functionName: 'periodFinish',
        }),
      ])
      expect(rate).toBeGreaterThan(0n)
      expect(finish).toBeGreaterThan(now)
    }
    const staked = deployment.staking[0]
    if (!staked) throw new Error('no staking pool')
    const balance = await publicClient.readContract({
      address: staked.address,
      abi: stakingRewardsAbi,
      functionName: 'balanceOf',
      args: [address(0)],
    })
    expect(balance).toBe(BigInt(staked.stakedByAccount0))
    await testClient.increaseTime({ seconds: 3600 })
    await testClient.mine({ blocks: 1 })
    const earned = await publicClient.readContract({
      address: staked.address,
      abi: stakingRewardsAbi,
      functionName: 'earned',
      args: [address(0)],
    })
    expect(earned).toBeGreaterThan(0n)
  })
})

describe('ENS', () => {
  async function resolverOf(name: string): Promise<Address> {
    return publicClient.readContract({
      address: contracts.ENSRegistry,
      abi: ensRegistryAbi,
      functionName: 'resolver',
      args: [namehash(name)],
    })
  }

  it('resolves alice.eth to account 0 and back', async () => {
    const forward = await publicClient.readContract({
      address: await resolverOf('alice.eth'),
      abi: publicResolverAbi,
      functionName: 'addr',
      args: [namehash('alice.eth')],
    })
    expect(forward).toBe(address(0))
    const reverseName = `${address(0).slice(2).toLowerCase()}.addr.reverse`
    const name = await publicClient.readContract({
      address: await resolverOf(reverseName),
      abi: publicResolverAbi,
      functionName: 'name',
      args: [namehash(reverseName)],
    })
    expect(name).toBe('alice.eth')
  })

  it('points tokens.devchain.eth at the IPFS identity of the generated token list', async () => {
    const name = deployment.ens.tokenList.name
    const contenthash = await publicClient.readContract({
      address: await resolverOf(name),
      abi: publicResolverAbi,
      functionName: 'contenthash',
      args: [namehash(name)],
    })
    expect(contenthash).toBe(deployment.ens.tokenList.contenthash)
    const digest = createHash('sha256').update(readRepoFile(deployment.tokenListPath)).digest('hex')
    expect(contenthash).toBe(`0xe30101551220${digest}`)
    const list = JSON.parse(readRepoFile(deployment.tokenListPath)) as {
      tokens: { chainId: number; address: string; symbol: string }[]
    }
    expect(list.tokens.every((t) => t.chainId === 31337)).toBe(true)
    expect(list.tokens.map((t) => t.address)).toContain(tokens.USDC.address)
  })
})

describe('tokens with unusual behaviour', () => {
  it('USDT transfers return no data, FOT burns 1%, MKR names are bytes32', async () => {
    const usdtTransfer = await publicClient.call({
      account: address(0),
      to: tokens.USDT.address,
      data: '0xa9059cbb000000000000000000000000000000000000000000000000000000000000dead0000000000000000000000000000000000000000000000000000000000000001',
    })
    expect(usdtTransfer.data).toBeUndefined()

    const recipient = address(5)
    await mined(
      await wallet(0).writeContract({
        address: tokens.FOT.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 1000n],
      }),
    )
    const received = await publicClient.readContract({
      address: tokens.FOT.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(received).toBe(990n)

    const bytes32Abi = parseAbi([
      'function name() view returns (bytes32)',
      'function symbol() view returns (bytes32)',
    ])
    const symbol = await publicClient.readContract({
      address: tokens.MKR.address,
      abi: bytes32Abi,
      functionName: 'symbol',
    })
    expect(hexToString(symbol, { size: 32 })).toBe('MKR')
  })
})

describe('governance', () => {
  it('holds the seeded proposals in their states', async () => {
    const states = deployment.proposals.map((p) => `${p.governorIndex}.${p.id} ${p.state}`)
    expect(states).toEqual(['0.1 defeated', '1.1 succeeded', '2.1 executed', '2.2 canceled', '2.3 active'])
    for (const proposal of deployment.proposals) {
      const state = await publicClient.readContract({
        address: proposal.governor,
        abi: governorBravoAbi,
        functionName: 'state',
        args: [BigInt(proposal.id)],
      })
      expect(state, `${proposal.governorIndex}.${proposal.id}`).toBe(proposal.stateCode)
    }
    const bravo = contracts.GovernorBravo
    expect(
      await publicClient.readContract({
        address: bravo,
        abi: governorBravoAbi,
        functionName: 'proposalCount',
      }),
    ).toBe(3n)
    expect(
      await publicClient.readContract({
        address: bravo,
        abi: governorBravoAbi,
        functionName: 'latestProposalIds',
        args: [address(2)],
      }),
    ).toBe(3n)
    expect(
      await publicClient.readContract({
        address: bravo,
        abi: governorBravoAbi,
        functionName: 'proposalThreshold',
      }),
    ).toBe(2_500_000n * UNI)
  })

  it('finds the proposals through their ProposalCreated logs', async () => {
    const logs = await publicClient.getContractEvents({
      address: contracts.GovernorBravo,
      abi: governorBravoAbi,
      eventName: 'ProposalCreated',
      fromBlock: 0n,
      toBlock: 'latest',
    })
    expect(logs.map((log) => log.args.description?.split('\n')[0])).toEqual(
      deployment.proposals.filter((p) => p.governorIndex === 2).map((p) => `# ${p.title}`),
    )
  })

  it('counts an abstain vote with the voter’s votes at the start block', async () => {
    const active = deployment.proposals.find((p) => p.state === 'active')
    if (!active) throw new Error('no active proposal')
    const votes = await publicClient.readContract({
      address: tokens.UNI.address,
      abi: uniAbi,
      functionName: 'getPriorVotes',
      args: [address(0), BigInt(active.startBlock)],
    })
    expect(votes).toBeGreaterThan(0n)
    const hash = await wallet(0).writeContract({
      address: active.governor,
      abi: governorBravoAbi,
      functionName: 'castVote',
      args: [BigInt(active.id), 2],
    })
    await mined(hash)
    const receipt = await publicClient.getTransactionReceipt({ hash })
    const [cast] = parseEventLogs({ abi: governorBravoAbi, eventName: 'VoteCast', logs: receipt.logs })
    expect(cast?.args).toMatchObject({ voter: address(0), support: 2, votes })
    const proposal = await publicClient.readContract({
      address: active.governor,
      abi: governorBravoAbi,
      functionName: 'proposals',
      args: [BigInt(active.id)],
    })
    expect(proposal[7]).toBe(votes)
  })

  it('ends voting when a test rewrites endBlock at its recorded slot', async () => {
    const active = deployment.proposals.find((p) => p.state === 'active')
    if (!active) throw new Error('no active proposal')
    const block = await publicClient.getBlockNumber({ cacheTime: 0 })
    await testClient.setStorageAt({
      address: active.governor,
      index: active.endBlockSlot,
      value: toHex(block, { size: 32 }),
    })
    await testClient.mine({ blocks: 1 })
    const state = await publicClient.readContract({
      address: active.governor,
      abi: governorBravoAbi,
      functionName: 'state',
      args: [BigInt(active.id)],
    })
    // Only account 2 voted for (15M UNI): below the 40M quorum.
    expect(state).toBe(3)
  })
})
