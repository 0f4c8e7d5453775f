import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SubgraphError, type SubgraphFetch } from './subgraph.ts'
import { getFeeTierDistribution } from './subgraphFeeTiers.ts'
import { type FakeSubgraph, startFakeSubgraph } from './test/fakeSubgraph.ts'

let subgraph: FakeSubgraph
beforeAll(async () => {
  subgraph = await startFakeSubgraph()
})
afterAll(() => subgraph.close())
beforeEach(() => {
  subgraph.mode = 'ok'
  subgraph.graphBlock = 500
  subgraph.requests.length = 0
  subgraph.pools = [
    { token0: '0xaa', token1: '0xbb', feeTier: 3000, tvl0: '100.5', tvl1: '2e3' },
    { token0: '0xaa', token1: '0xbb', feeTier: 500, tvl0: '10', tvl1: '-0.000001' },
    { token0: '0xcc', token1: '0xdd', feeTier: 10000, tvl0: '7', tvl1: '7' },
  ]
})

const A = '0xAA00000000000000000000000000000000000000'
const realFetch: SubgraphFetch = (url, init) => fetch(url, init)

describe('getFeeTierDistribution', () => {
  it('asks with lowercase tokens and reads the pools of either token order as amounts of A and B', async () => {
    const a = A.toLowerCase()
    subgraph.pools = [
      { token0: a, token1: '0xbb', feeTier: 500, tvl0: '10', tvl1: '-0.000001' },
      { token0: '0xbb', token1: a, feeTier: 10000, tvl0: '3', tvl1: '4' },
      { token0: a, token1: '0xcc', feeTier: 3000, tvl0: '7', tvl1: '7' },
    ]
    const answer = await getFeeTierDistribution(realFetch, subgraph.url, {
      tokenA: A,
      tokenB: '0xbb',
      latestBlock: 510,
    })
    expect(subgraph.requests[0]).toEqual({
      operation: 'feeTierDistribution',
      variables: { token0: A.toLowerCase(), token1: '0xbb' },
    })
    expect(answer).toEqual({
      kind: 'distribution',
      graphBlock: 500,
      // 0.05 %: as token0 (A first); 1 %: stored as (B, A), so its amounts are swapped; a negative total is 0.
      tiers: [
        { fee: 500, lockedA: 10, lockedB: 0 },
        { fee: 10000, lockedA: 4, lockedB: 3 },
      ],
    })
  })

  it('is stale more than 20 blocks behind the chain', async () => {
    const params = { tokenA: '0xaa', tokenB: '0xbb', latestBlock: 521 } as const
    expect(await getFeeTierDistribution(realFetch, subgraph.url, params)).toEqual({
      kind: 'stale',
      graphBlock: 500,
      latestBlock: 521,
    })
  })

  it('a feeTier that is not a BigInt string, or a value that is not a decimal, is malformed', async () => {
    const params = { tokenA: '0xaa', tokenB: '0xbb', latestBlock: 500 } as const
    subgraph.mode = 'wrong-types'
    await expect(getFeeTierDistribution(realFetch, subgraph.url, params)).rejects.toMatchObject({
      kind: 'malformed',
    })
    subgraph.mode = 'ok'
    subgraph.pools = [{ token0: '0xaa', token1: '0xbb', feeTier: 3000, tvl0: '1,5', tvl1: '1' }]
    const error = await getFeeTierDistribution(realFetch, subgraph.url, params).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SubgraphError)
  })
})
