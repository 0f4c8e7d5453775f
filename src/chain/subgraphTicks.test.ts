import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SubgraphError, type SubgraphFetch } from './subgraph.ts'
import { getSubgraphTicks, MAX_TICK_PAGES } from './subgraphTicks.ts'
import { type FakeSubgraph, type FakeTick, startFakeSubgraph } from './test/fakeSubgraph.ts'

let subgraph: FakeSubgraph
beforeAll(async () => {
  subgraph = await startFakeSubgraph()
})
afterAll(() => subgraph.close())
beforeEach(() => {
  subgraph.mode = 'ok'
  subgraph.graphBlock = 1000
  subgraph.requests.length = 0
  subgraph.ticks.clear()
})

const POOL = '0xE32bca92dd146518AE180ab3979f64b4C2D268E5'
const pool = POOL.toLowerCase()
const realFetch: SubgraphFetch = (url, init) => fetch(url, init)
const get = (latestBlock = 1005) => getSubgraphTicks(realFetch, subgraph.url, { pool: POOL, latestBlock })

/** `count` ticks 60 apart, alternately adding and removing 1,000 (their nets add up to zero). */
function ticks(count: number): FakeTick[] {
  return Array.from({ length: count }, (_, i) => ({
    tickIdx: (i - count / 2) * 60,
    liquidityNet: i % 2 === 0 ? 1000n : -1000n,
  }))
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof SubgraphError ? error.kind : String(error)),
  )
}

describe('getSubgraphTicks (allV3Ticks)', () => {
  it('asks by lowercase pool address, 1,000 a page by skip, until a page comes back short', async () => {
    subgraph.ticks.set(pool, ticks(2500).reverse())
    const answer = await get()
    expect(subgraph.requests.map((r) => r.variables)).toEqual([
      { poolAddress: pool, skip: 0 },
      { poolAddress: pool, skip: 1000 },
      { poolAddress: pool, skip: 2000 },
    ])
    if (answer.kind !== 'ticks') throw new Error(answer.kind)
    expect(answer.graphBlock).toBe(1000)
    expect(answer.ticks).toHaveLength(2500)
    expect(answer.ticks[0]).toEqual({ tick: -75000, liquidityNet: 1000n })
    expect(answer.ticks.every((t, i) => i === 0 || (answer.ticks[i - 1]?.tick ?? 0) < t.tick)).toBe(true)
  })

  it('a full last page asks once more and gets an empty one', async () => {
    subgraph.ticks.set(pool, ticks(1000))
    const answer = await get()
    expect(subgraph.requests).toHaveLength(2)
    expect(answer.kind === 'ticks' && answer.ticks.length).toBe(1000)
  })

  it('a pool with no ticks is one request and an empty list', async () => {
    expect(await get()).toEqual({ kind: 'ticks', ticks: [], graphBlock: 1000 })
    expect(subgraph.requests).toHaveLength(1)
  })

  it(`stops after ${MAX_TICK_PAGES} full pages (skip 5,000 is the hosted service's last)`, async () => {
    subgraph.ticks.set(pool, ticks(MAX_TICK_PAGES * 1000 + 10))
    expect(await kindOf(get())).toBe('too-large')
    expect(subgraph.requests).toHaveLength(MAX_TICK_PAGES)
  })

  it('is stale when the chain is more than 20 blocks ahead of _meta', async () => {
    subgraph.ticks.set(pool, ticks(10))
    expect((await get(1020)).kind).toBe('ticks')
    expect(await get(1021)).toEqual({ kind: 'stale', graphBlock: 1000, latestBlock: 1021 })
  })

  it('ticks of another pool are a mismatch', async () => {
    subgraph.ticks.set(pool, ticks(10))
    subgraph.mode = 'other-pool'
    expect(await kindOf(get())).toBe('mismatch')
  })

  it('wrong types and out-of-range values are malformed', async () => {
    subgraph.ticks.set(pool, ticks(10))
    subgraph.mode = 'wrong-types'
    expect(await kindOf(get())).toBe('malformed')
    subgraph.mode = 'ok'
    subgraph.ticks.set(pool, [{ tickIdx: 887273, liquidityNet: 1n }])
    expect(await kindOf(get())).toBe('malformed')
    subgraph.ticks.set(pool, [{ tickIdx: 0, liquidityNet: 2n ** 127n }])
    expect(await kindOf(get())).toBe('malformed')
  })

  it('ignores fields it does not use and rejects an answer without _meta', async () => {
    subgraph.ticks.set(pool, ticks(2))
    expect((await get()).kind).toBe('ticks')
    const noMeta: SubgraphFetch = async () => new Response(JSON.stringify({ data: { ticks: [] } }))
    expect(await kindOf(getSubgraphTicks(noMeta, subgraph.url, { pool: POOL, latestBlock: 1 }))).toBe(
      'malformed',
    )
  })
})
