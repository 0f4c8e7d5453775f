// allV3Ticks (spec 2 §7): every initialized tick of one pool, 1,000 a page by tickIdx, skip-based. The query
// also asks for each tick's pool and the subgraph's last block, so that another pool's ticks and a stale
// index are told apart from good data.
import type { Address } from 'viem'
import {
  addressField,
  bigIntField,
  checkDecimalField,
  graphBlockOf,
  isGraphStale,
  listField,
  querySubgraph,
  SubgraphError,
  type SubgraphFetch,
  type SubgraphOptions,
} from './subgraph.ts'
import type { PopulatedTick } from './tickLensReads.ts'

export const ALL_V3_TICKS_QUERY = `query allV3Ticks($poolAddress: String!, $skip: Int!) {
  _meta { block { number } }
  ticks(first: 1000, skip: $skip, where: { poolAddress: $poolAddress }, orderBy: tickIdx) {
    tickIdx
    liquidityNet
    price0
    price1
    poolAddress
  }
}`

export const TICKS_PAGE_SIZE = 1000
/** The hosted service refuses `skip` above 5,000, so six pages are all there is; a pool with more ticks fails. */
export const MAX_TICK_PAGES = 6

const MAX_TICK = 887272n
const INT128_MAX = 2n ** 127n - 1n

export type SubgraphTicksResult =
  | { kind: 'ticks'; ticks: PopulatedTick[]; graphBlock: number }
  | { kind: 'stale'; graphBlock: number; latestBlock: number }

function parseTick(entry: unknown, pool: string): PopulatedTick {
  if (addressField(entry, 'poolAddress') !== pool) {
    throw new SubgraphError('mismatch', 'Subgraph answered ticks of another pool')
  }
  checkDecimalField(entry, 'price0')
  checkDecimalField(entry, 'price1')
  return {
    tick: Number(bigIntField(entry, 'tickIdx', -MAX_TICK, MAX_TICK)),
    liquidityNet: bigIntField(entry, 'liquidityNet', -INT128_MAX - 1n, INT128_MAX),
  }
}

/**
 * The pool's initialized ticks in ascending order, or 'stale' when the chain's `latestBlock` is more than 20
 * blocks past what the subgraph has indexed. Asks for page after page while pages come back full.
 */
export async function getSubgraphTicks(
  fetchFn: SubgraphFetch,
  url: string,
  params: { pool: Address; latestBlock: number },
  options?: SubgraphOptions,
): Promise<SubgraphTicksResult> {
  const pool = params.pool.toLowerCase()
  const ticks: PopulatedTick[] = []
  let graphBlock = Number.POSITIVE_INFINITY
  for (let page = 0; page < MAX_TICK_PAGES; page++) {
    const data = await querySubgraph(
      fetchFn,
      url,
      { query: ALL_V3_TICKS_QUERY, variables: { poolAddress: pool, skip: page * TICKS_PAGE_SIZE } },
      options,
    )
    // Pages may be indexed at different blocks: the oldest one decides.
    graphBlock = Math.min(graphBlock, graphBlockOf(data))
    if (isGraphStale(params.latestBlock, graphBlock)) {
      return { kind: 'stale', graphBlock, latestBlock: params.latestBlock }
    }
    const entries = listField(data, 'ticks', TICKS_PAGE_SIZE)
    for (const entry of entries) ticks.push(parseTick(entry, pool))
    if (entries.length < TICKS_PAGE_SIZE) return { kind: 'ticks', ticks: sortedUnique(ticks), graphBlock }
  }
  throw new SubgraphError('too-large', `Pool has more than ${MAX_TICK_PAGES * TICKS_PAGE_SIZE} ticks`)
}

// Skip-based pages of data that changes between requests can repeat a tick at a page edge.
function sortedUnique(ticks: PopulatedTick[]): PopulatedTick[] {
  const byTick = new Map<number, PopulatedTick>()
  for (const tick of ticks) if (!byTick.has(tick.tick)) byTick.set(tick.tick, tick)
  return [...byTick.values()].sort((a, b) => a.tick - b.tick)
}
