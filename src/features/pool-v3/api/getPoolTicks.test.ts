// getPoolTicks against a local GraphQL server that misbehaves on demand and a fake node whose TickLens answers
// from the same ticks: whatever the subgraph does, the chart gets the pool's ticks, and a reverting TickLens
// is 'unavailable'.
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tickLensAbi } from '../../../chain/abis/tickLens.ts'
import { FAKE_MULTICALL, fakeMulticallNode, type InnerCall } from '../../../chain/test/fakeMulticallNode.ts'
import {
  type FakeSubgraph,
  type FakeSubgraphMode,
  startFakeSubgraph,
} from '../../../chain/test/fakeSubgraph.ts'
import { getPoolTicks, type PoolTicksRequest } from './getPoolTicks.ts'

const POOL: Address = '0xE32bca92dd146518AE180ab3979f64b4C2D268E5'
const TICK_LENS: Address = '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e'
// A 0.3 % pool at tick 100: full-range liquidity 1,000 plus 500 between -600 and 600.
const TICKS = [
  { tick: -887220, liquidityNet: 1000n },
  { tick: -600, liquidityNet: 500n },
  { tick: 600, liquidityNet: -500n },
  { tick: 887220, liquidityNet: -1000n },
]

let subgraph: FakeSubgraph
beforeAll(async () => {
  subgraph = await startFakeSubgraph()
})
afterAll(() => subgraph.close())
beforeEach(() => {
  subgraph.mode = 'ok'
  subgraph.graphBlock = 100
  subgraph.requests.length = 0
  subgraph.ticks.set(
    POOL.toLowerCase(),
    TICKS.map(({ tick, liquidityNet }) => ({ tickIdx: tick, liquidityNet })),
  )
})

function tickLensAnswer(revert: boolean) {
  return (call: InnerCall): Hex | null => {
    if (revert || call.target !== TICK_LENS) return null
    const { args } = decodeFunctionData({ abi: tickLensAbi, data: call.callData })
    const [pool, word] = args
    const inWord = TICKS.filter((t) => pool === POOL && Math.floor(Math.floor(t.tick / 60) / 256) === word)
    return encodeFunctionResult({
      abi: tickLensAbi,
      functionName: 'getPopulatedTicksInWord',
      result: inWord.reverse().map((t) => ({ ...t, liquidityGross: 1n })),
    })
  }
}

function setup(options: { subgraph?: boolean; revert?: boolean; tickLens?: Address | null } = {}) {
  const node = fakeMulticallNode({ answer: tickLensAnswer(options.revert ?? false) })
  const request: PoolTicksRequest = {
    pool: POOL,
    fee: 3000,
    tickCurrent: 100,
    liquidity: 1500n,
    latestBlock: 110,
    subgraphUrl: options.subgraph === false ? null : subgraph.url,
    multicall: FAKE_MULTICALL,
    tickLens: options.tickLens === undefined ? TICK_LENS : options.tickLens,
  }
  const clients = { client: node.client, fetch: (url: string, init: RequestInit) => fetch(url, init) }
  return { node, run: () => getPoolTicks(clients, request) }
}

// Words -8 … 8 around tick 100 at spacing 60 (15,360 ticks a word).
const WINDOW = { lower: -8 * 15360, upper: 9 * 15360 - 60 }
const WINDOW_TICKS = TICKS.slice(1, 3)

describe('getPoolTicks', () => {
  it('without a subgraph reads the 17 words around the current tick with TickLens in one eth_call', async () => {
    const { node, run } = setup({ subgraph: false })
    expect(await run()).toEqual({
      kind: 'ticks',
      source: 'chain',
      ticks: WINDOW_TICKS,
      range: WINDOW,
      fallback: null,
    })
    expect(node.methods).toEqual(['eth_call'])
    expect(node.multicalls[0]?.calls).toHaveLength(17)
    expect(subgraph.requests).toHaveLength(0)
  })

  it('takes the subgraph’s ticks (the whole pool) when they fit the pool, and reads nothing on chain', async () => {
    const { node, run } = setup()
    expect(await run()).toEqual({
      kind: 'ticks',
      source: 'subgraph',
      ticks: TICKS,
      range: { lower: -887220, upper: 887220 },
      fallback: null,
    })
    expect(subgraph.requests.map((r) => r.operation)).toEqual(['allV3Ticks'])
    expect(node.methods).toEqual([])
  })

  it.each<[FakeSubgraphMode | 'stale' | 'unfit', string]>([
    ['http-500', 'http'],
    ['malformed-json', 'malformed'],
    ['wrong-types', 'malformed'],
    ['graphql-errors', 'graphql'],
    ['other-pool', 'mismatch'],
    ['stale', 'stale'],
    ['unfit', 'unfit'],
  ])('a subgraph answering %s: the chain’s ticks, quietly (fallback %s)', async (mode, fallback) => {
    if (mode === 'stale') subgraph.graphBlock = 89
    else if (mode === 'unfit') subgraph.ticks.get(POOL.toLowerCase())?.splice(1, 1)
    else subgraph.mode = mode
    const { node, run } = setup()
    expect(await run()).toEqual({
      kind: 'ticks',
      source: 'chain',
      ticks: WINDOW_TICKS,
      range: WINDOW,
      fallback,
    })
    expect(node.multicalls).toHaveLength(1)
  })

  it('a reverting TickLens, or none on the chain, is unavailable', async () => {
    expect(await setup({ subgraph: false, revert: true }).run()).toEqual({
      kind: 'unavailable',
      fallback: null,
    })
    subgraph.mode = 'http-500'
    const { node, run } = setup({ tickLens: null })
    expect(await run()).toEqual({ kind: 'unavailable', fallback: 'http' })
    expect(node.methods).toEqual([])
  })

  it('a node that fails rejects (the query retries)', async () => {
    const node = fakeMulticallNode({
      check: () => {
        throw new Error('down')
      },
    })
    await expect(
      getPoolTicks(
        { client: node.client, fetch },
        {
          pool: POOL,
          fee: 3000,
          tickCurrent: 0,
          liquidity: 0n,
          latestBlock: 1,
          subgraphUrl: null,
          multicall: FAKE_MULTICALL,
          tickLens: TICK_LENS,
        },
      ),
    ).rejects.toThrow()
  })
})
