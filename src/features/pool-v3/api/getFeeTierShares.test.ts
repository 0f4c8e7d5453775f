// getFeeTierShares against a local GraphQL server that misbehaves on demand and a fake node answering the
// pools' token balances: the subgraph's distribution where it is fresh, the chain's balances otherwise.
import { type Address, decodeFunctionData, encodeFunctionResult, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_MULTICALL, fakeMulticallNode, type InnerCall } from '../../../chain/test/fakeMulticallNode.ts'
import { type FakeSubgraph, startFakeSubgraph } from '../../../chain/test/fakeSubgraph.ts'
import { type FeeTierSharesRequest, getFeeTierShares } from './getFeeTierShares.ts'

const A: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B: Address = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d'
const POOLS = [
  { fee: 500, address: '0xEB754F512806C1D0B4B6C23E526fbD38eA8A372e' },
  { fee: 3000, address: '0xc6739382d69616EEe1F7aE437cAD0a82f56661fA' },
  { fee: 10000, address: '0x27a9998c95095eED21EBD42BE6cec265D7a8Cc12' },
] as const
// On chain the 1 % pool holds most of both tokens.
const BALANCES: Record<string, bigint> = { 500: 1n, 3000: 1n, 10000: 8n }

let subgraph: FakeSubgraph
beforeAll(async () => {
  subgraph = await startFakeSubgraph()
})
afterAll(() => subgraph.close())
beforeEach(() => {
  subgraph.mode = 'ok'
  subgraph.graphBlock = 100
  subgraph.requests.length = 0
  // In the subgraph the 0.05 % pool holds most.
  subgraph.pools = [
    { token0: A.toLowerCase(), token1: B.toLowerCase(), feeTier: 500, tvl0: '80', tvl1: '160000' },
    { token0: A.toLowerCase(), token1: B.toLowerCase(), feeTier: 3000, tvl0: '20', tvl1: '40000' },
  ]
})

function balances(revert: boolean) {
  return (call: InnerCall): Hex | null => {
    const { args } = decodeFunctionData({ abi: erc20Abi, data: call.callData })
    const pool = POOLS.find((p) => p.address === args[0])
    if (revert || !pool || (call.target !== A && call.target !== B)) return null
    return encodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      result: BALANCES[pool.fee] ?? 0n,
    })
  }
}

function setup(options: { subgraph?: boolean; revert?: boolean } = {}) {
  const node = fakeMulticallNode({ answer: balances(options.revert ?? false) })
  const request: FeeTierSharesRequest = {
    chainId: 1,
    tokenA: A,
    tokenB: B,
    pools: POOLS,
    latestBlock: 110,
    subgraphUrl: options.subgraph === false ? null : subgraph.url,
    multicall: FAKE_MULTICALL,
  }
  return { node, run: () => getFeeTierShares({ client: node.client, fetch: (u, i) => fetch(u, i) }, request) }
}

const CHAIN_SHARES = { 500: 0.1, 3000: 0.1, 10000: 0.8 }

describe('getFeeTierShares', () => {
  it('uses a fresh feeTierDistribution and reads nothing on chain', async () => {
    const { node, run } = setup()
    expect(await run()).toEqual({
      shares: { 500: 0.8, 3000: 0.2, 10000: 0 },
      source: 'subgraph',
      graphStale: null,
      fallback: null,
    })
    expect(node.methods).toEqual([])
  })

  it('without a subgraph reads both tokens’ balances of the three pools in one eth_call', async () => {
    const { node, run } = setup({ subgraph: false })
    expect(await run()).toEqual({ shares: CHAIN_SHARES, source: 'chain', graphStale: null, fallback: null })
    expect(node.methods).toEqual(['eth_call'])
    expect(node.multicalls[0]?.calls).toHaveLength(6)
    expect(subgraph.requests).toHaveLength(0)
  })

  it('ignores a subgraph more than 20 blocks behind, says so (Graph stale), and reads the chain', async () => {
    subgraph.graphBlock = 89
    expect(await setup().run()).toEqual({
      shares: CHAIN_SHARES,
      source: 'chain',
      graphStale: { graphBlock: 89, latestBlock: 110 },
      fallback: 'stale',
    })
  })

  it('a failing subgraph falls back to the chain', async () => {
    subgraph.mode = 'http-500'
    expect(await setup().run()).toMatchObject({ shares: CHAIN_SHARES, source: 'chain', fallback: 'http' })
    subgraph.mode = 'malformed-json'
    expect(await setup().run()).toMatchObject({ source: 'chain', fallback: 'malformed' })
  })

  it('balances that cannot be read give no shares', async () => {
    expect((await setup({ subgraph: false, revert: true }).run()).shares).toBeNull()
  })
})
