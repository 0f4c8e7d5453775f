// What an address from the migrate route is, read on the seeded chain as the page reads it (the pair's own
// token0, token1, factory and supply through the multicall contract) and classified against the local chain
// table's factories: the v2 and fork pairs are pairs of their factories; a token, an account, and a pair of a
// third factory deployed here from v2's own artifact are each told apart, none of them throwing.
import factoryArtifact from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import { type Abi, getAddress, type Hex, parseAbi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { migrationChain } from './test/migrationChain.ts'

// pool-data's entry (reached through the test helper) brings hooks built only in the unit project.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const chain = migrationChain(kit)
const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])

describe('migratePair on the seeded chain', () => {
  it("the migrate fixtures are pairs of v2's factory and of the fork's (SushiSwap)", async () => {
    expect(await chain.classify(deployment.fixtures.migratePair)).toMatchObject({
      kind: 'pair',
      pair: deployment.fixtures.migratePair,
      token0: deployment.tokens.WETH.address,
      token1: deployment.tokens.USDC.address,
      factory: { factory: deployment.contracts.UniswapV2Factory, source: { kind: 'v2' } },
    })
    expect(await chain.classify(deployment.fixtures.forkMigratePair)).toMatchObject({
      kind: 'pair',
      token0: deployment.tokens.DAI.address,
      token1: deployment.tokens.WETH.address,
      factory: { factory: deployment.contracts.ForkV2Factory, source: { kind: 'fork', label: 'SushiSwap' } },
    })
  })

  it('a token is not a pair; an account and a contract with none of the reads answer nothing', async () => {
    expect(await chain.classify(deployment.tokens.USDC.address)).toEqual({ kind: 'not-a-pair' })
    expect(await chain.classify(kit.address(5))).toEqual({ kind: 'not-a-contract' })
    expect(await chain.classify(deployment.contracts.UniswapInterfaceMulticall)).toEqual({
      kind: 'not-a-contract',
    })
    // The migrator answers factory() but has no tokens: some of a pair's reads are not a pair.
    expect(await chain.classify(deployment.contracts.V3Migrator)).toEqual({ kind: 'not-a-pair' })
  })

  it('a pair of a third factory says which factory', async () => {
    const owner = kit.address(0)
    const deployed = await nodeWallet(0).deployContract({
      abi: factoryArtifact.abi as Abi,
      bytecode: `0x${factoryArtifact.bytecode}` as Hex,
      args: [owner],
    })
    await mined(deployed)
    const created = (await publicClient.getTransactionReceipt({ hash: deployed })).contractAddress
    if (!created) throw new Error('No third factory')
    const factory = getAddress(created)
    const tokens = [deployment.tokens.DAI.address, deployment.tokens.USDC.address] as const
    await mined(
      await nodeWallet(0).writeContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'createPair',
        args: tokens,
      }),
    )
    const pair = await publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: tokens,
    })
    expect(await chain.classify(pair)).toEqual({ kind: 'other-factory', factory })
  })
})
