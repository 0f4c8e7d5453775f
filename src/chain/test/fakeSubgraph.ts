// A local v3 subgraph for tests (node:http): answers allV3Ticks and feeTierDistribution in the documented
// shapes from the ticks and pools it is given, and misbehaves on demand. Records every request it gets.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeSubgraphMode =
  | 'ok'
  /** HTTP 500 with a text body. */
  | 'http-500'
  /** A 200 whose body is not JSON. */
  | 'malformed-json'
  /** Every tick carries another pool's address (a server that ignores the filter). */
  | 'other-pool'
  /** liquidityNet as a number, feeTier as a number. */
  | 'wrong-types'
  /** A GraphQL `errors` answer. */
  | 'graphql-errors'

export type FakeTick = { tickIdx: number; liquidityNet: bigint }
export type FakePool = { token0: string; token1: string; feeTier: number; tvl0: string; tvl1: string }

export type FakeSubgraphRequest = { operation: string; variables: Record<string, unknown> }

export type FakeSubgraph = {
  url: string
  requests: FakeSubgraphRequest[]
  mode: FakeSubgraphMode
  /** `_meta.block.number` of every answer. */
  graphBlock: number
  ticks: Map<string, FakeTick[]>
  pools: FakePool[]
  close(): Promise<void>
}

const OTHER_POOL = '0x000000000000000000000000000000000000dead'

function tickEntries(subgraph: FakeSubgraph, pool: string, skip: number): object[] {
  const all = [...(subgraph.ticks.get(pool) ?? [])].sort((a, b) => a.tickIdx - b.tickIdx)
  return all.slice(skip, skip + 1000).map(({ tickIdx, liquidityNet }) => ({
    id: `${pool}#${tickIdx}`,
    tickIdx: String(tickIdx),
    liquidityNet: subgraph.mode === 'wrong-types' ? Number(liquidityNet) : String(liquidityNet),
    price0: String(1.0001 ** tickIdx),
    price1: String(1.0001 ** -tickIdx),
    poolAddress: subgraph.mode === 'other-pool' ? OTHER_POOL : pool,
  }))
}

function poolEntries(subgraph: FakeSubgraph, token0: unknown, token1: unknown): object[] {
  return subgraph.pools
    .filter((pool) => pool.token0 === token0 && pool.token1 === token1)
    .map((pool) => ({
      feeTier: subgraph.mode === 'wrong-types' ? pool.feeTier : String(pool.feeTier),
      totalValueLockedToken0: pool.tvl0,
      totalValueLockedToken1: pool.tvl1,
      liquidity: '1',
    }))
}

function answer(subgraph: FakeSubgraph, request: FakeSubgraphRequest): object {
  const meta = { block: { number: subgraph.graphBlock, hash: '0x00' }, deployment: 'fake' }
  const { variables } = request
  if (request.operation === 'allV3Ticks') {
    const pool = String(variables.poolAddress)
    return { data: { _meta: meta, ticks: tickEntries(subgraph, pool, Number(variables.skip)) } }
  }
  if (request.operation === 'feeTierDistribution') {
    return {
      data: {
        _meta: meta,
        asToken0: poolEntries(subgraph, variables.token0, variables.token1),
        asToken1: poolEntries(subgraph, variables.token1, variables.token0),
      },
    }
  }
  return { errors: [{ message: 'Unknown query' }] }
}

export async function startFakeSubgraph(): Promise<FakeSubgraph> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        query: string
        variables: Record<string, unknown>
      }
      const operation = /query\s+(\w+)/.exec(body.query)?.[1] ?? 'unknown'
      const request = { operation, variables: body.variables }
      subgraph.requests.push(request)
      res.setHeader('content-type', 'application/json')
      if (subgraph.mode === 'http-500') {
        res.statusCode = 500
        res.end('Internal Server Error')
      } else if (subgraph.mode === 'malformed-json') {
        res.end('{"data": {"ticks": [')
      } else if (subgraph.mode === 'graphql-errors') {
        res.end(JSON.stringify({ errors: [{ message: 'indexing_error' }] }))
      } else {
        res.end(JSON.stringify(answer(subgraph, request)))
      }
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const subgraph: FakeSubgraph = {
    url: `http://127.0.0.1:${port}/subgraphs/name/uniswap/uniswap-v3`,
    requests: [],
    mode: 'ok',
    graphBlock: 0,
    ticks: new Map(),
    pools: [],
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
  return subgraph
}
