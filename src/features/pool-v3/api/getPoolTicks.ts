// The range chart's tick data (spec 2 §7): the subgraph's allV3Ticks where the chain has one; otherwise, and
// whenever the subgraph fails, is stale or answers with ticks that do not fit the pool, TickLens over the
// bitmap words around the current tick in one eth_call. A fallback is not an error: the chart draws the same.
import type { Address } from 'viem'
import type { ReadClient } from '../../../chain/multicall.ts'
import { SubgraphError, type SubgraphErrorKind, type SubgraphFetch } from '../../../chain/subgraph.ts'
import { getSubgraphTicks } from '../../../chain/subgraphTicks.ts'
import { getPopulatedTicks, type PopulatedTick } from '../../../chain/tickLensReads.ts'
import { ticksFitPool } from '../model/activeLiquidity.ts'
import { TICK_SPACING_BY_FEE, type TickRange, tickLensWindow, usableTickRange } from '../model/tickWindow.ts'

export type PoolTicksClients = { client: ReadClient; fetch: SubgraphFetch }

export type PoolTicksRequest = {
  pool: Address
  fee: number
  /** The pool's slot0 tick and liquidity() at `latestBlock` (the subgraph's ticks are checked against them). */
  tickCurrent: number
  liquidity: bigint
  latestBlock: number
  /** The chain's subgraph (subgraphUrlOf), null where it has none. */
  subgraphUrl: string | null
  multicall: Address
  /** Null where the chain has no TickLens. */
  tickLens: Address | null
}

/** Why the subgraph's ticks were not used. */
export type TicksFallback = SubgraphErrorKind | 'stale' | 'unfit'

export type PoolTicks =
  | {
      kind: 'ticks'
      source: 'subgraph' | 'chain'
      /** Ascending; every initialized tick within `range`. */
      ticks: PopulatedTick[]
      /** The whole pool from the subgraph, the window of words around the current tick from the chain. */
      range: TickRange
      /** Set when the subgraph was asked and not used (for the console, never for the user). */
      fallback: TicksFallback | null
    }
  /** No tick data: TickLens is missing or reverted ('Liquidity data not available.'). */
  | { kind: 'unavailable'; fallback: TicksFallback | null }

type SubgraphAnswer = { ticks: PopulatedTick[] } | { fallback: TicksFallback }

async function fromSubgraph(
  fetchFn: SubgraphFetch,
  url: string,
  request: PoolTicksRequest,
  signal: AbortSignal | undefined,
): Promise<SubgraphAnswer> {
  try {
    const answer = await getSubgraphTicks(
      fetchFn,
      url,
      { pool: request.pool, latestBlock: request.latestBlock },
      { signal },
    )
    if (answer.kind === 'stale') return { fallback: 'stale' }
    if (!ticksFitPool(answer.ticks, request.tickCurrent, request.liquidity)) return { fallback: 'unfit' }
    return { ticks: answer.ticks }
  } catch (error) {
    if (error instanceof SubgraphError) return { fallback: error.kind }
    throw error
  }
}

/**
 * The pool's initialized ticks for the chart. Rejects only when the chain's node fails (the query retries);
 * an abort of `signal` stops the subgraph requests.
 */
export async function getPoolTicks(
  clients: PoolTicksClients,
  request: PoolTicksRequest,
  options: { signal?: AbortSignal } = {},
): Promise<PoolTicks> {
  const spacing = TICK_SPACING_BY_FEE[request.fee]
  const window = tickLensWindow(request.fee, request.tickCurrent)
  if (spacing === undefined || window === null) return { kind: 'unavailable', fallback: null }
  let fallback: TicksFallback | null = null
  if (request.subgraphUrl !== null) {
    const answer = await fromSubgraph(clients.fetch, request.subgraphUrl, request, options.signal)
    if ('ticks' in answer) {
      return {
        kind: 'ticks',
        source: 'subgraph',
        ticks: answer.ticks,
        range: usableTickRange(spacing),
        fallback: null,
      }
    }
    fallback = answer.fallback
  }
  options.signal?.throwIfAborted()
  if (request.tickLens === null) return { kind: 'unavailable', fallback }
  const ticks = await getPopulatedTicks(clients.client, {
    multicall: request.multicall,
    tickLens: request.tickLens,
    pool: request.pool,
    words: window.words,
  })
  if (ticks === null) return { kind: 'unavailable', fallback }
  return { kind: 'ticks', source: 'chain', ticks, range: window.range, fallback }
}
