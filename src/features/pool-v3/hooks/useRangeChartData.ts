import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf, subgraphUrlOf } from '../../../chain/chains.ts'
import { useBlockNumber } from '../../chain-data/index.ts'
import { useReadClient } from '../../wallet/index.ts'
import { browserFetch } from '../api/browserFetch.ts'
import { getPoolTicks, type PoolTicks } from '../api/getPoolTicks.ts'
import { hasActiveLiquidity } from '../model/activeLiquidity.ts'
import { type ChartEntry, chartSeries } from '../model/chartView.ts'
import type { PositionEngine } from '../model/positionEngine.ts'
import { TICK_SPACING_BY_FEE, tickBitmapWord } from '../model/tickWindow.ts'
import { usePositionEngine } from './usePositionEngine.ts'

/** A pool token as the chart needs it (an SDK Token fits). */
export type ChartToken = { address: string; decimals: number }

export type RangeChartPool = {
  address: Address
  fee: number
  /** slot0's tick and liquidity() as last read. */
  tickCurrent: number
  liquidity: bigint
  token0: ChartToken
  token1: ChartToken
}

export type RangeChartDataParams = {
  chainId: number | undefined
  /** Null while there is no pool with a price (a new pool, say). */
  pool: RangeChartPool | null
  /** Currency A is token1: the page's prices are token0 per token1. */
  inverted: boolean
}

export type ChartDataState =
  | { kind: 'loading' }
  /** 'Your position will appear here.' */
  | { kind: 'no-pool' }
  /** 'Liquidity data not available.' */
  | { kind: 'unavailable' }
  /** 'There is no liquidity data.' */
  | { kind: 'empty' }
  | { kind: 'ready'; series: readonly ChartEntry[] }

/** The subgraph is asked again this often (spec 2 §9 "poll 30 s"); the chain's window only when it moves. */
export const TICKS_REFETCH_MS = 30_000

type TicksSnapshot = { ticks: PoolTicks; tickCurrent: number; liquidity: bigint }

function reportFallback(ticks: PoolTicks, latestBlock: number) {
  if (ticks.fallback === null) return
  // The chart draws the same from the chain: worth a line in the console, never a word to the user.
  if (ticks.fallback === 'stale') console.warn(`Graph stale (latest block: ${latestBlock})`)
  else console.warn(`Range chart: subgraph ticks not used (${ticks.fallback}); read from the chain`)
}

/**
 * The range chart's data: the pool's ticks around its price (spec 2 §7; one request for the window), the
 * active-liquidity curve from the position engine, in the page's units. The ticks are read again when the
 * price leaves its bitmap word, and every 30 s where the chain has a subgraph, not on every block; the curve is
 * built from the pool's tick and liquidity as they were when the ticks were read, so the two always agree.
 */
export function useRangeChartData({ chainId, pool, inverted }: RangeChartDataParams): ChartDataState {
  const contracts = chainInfoOf(chainId)?.contracts
  const multicall = contracts?.multicall
  const tickLens = contracts?.tickLens ?? null
  const subgraphUrl = chainId === undefined ? null : subgraphUrlOf(chainId)
  const client = useReadClient(chainId)
  const blockNumber = useBlockNumber(chainId)
  const engine = usePositionEngine(pool !== null)

  const spacing = pool ? TICK_SPACING_BY_FEE[pool.fee] : undefined
  const word = pool && spacing !== undefined ? tickBitmapWord(pool.tickCurrent, spacing) : null
  const waitsForBlock = subgraphUrl !== null && blockNumber === undefined
  const canRead = pool !== null && spacing !== undefined && client !== undefined && multicall !== undefined
  const query = useQuery({
    queryKey: ['poolTicks', chainId, pool?.address.toLowerCase(), pool?.fee, word],
    queryFn: async ({ signal }): Promise<TicksSnapshot> => {
      if (!pool || !client || !multicall) throw new Error('missing dependencies')
      const latestBlock = blockNumber ?? 0
      const request = {
        pool: pool.address,
        fee: pool.fee,
        tickCurrent: pool.tickCurrent,
        liquidity: pool.liquidity,
        latestBlock,
        subgraphUrl,
        multicall,
        tickLens,
      }
      const ticks = await getPoolTicks({ client, fetch: browserFetch }, request, { signal })
      reportFallback(ticks, latestBlock)
      return { ticks, tickCurrent: request.tickCurrent, liquidity: request.liquidity }
    },
    enabled: canRead && !waitsForBlock,
    // While another window of the same pool is read, the last one stays; another pool's never shows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === pool?.address.toLowerCase() ? previous : undefined,
    refetchInterval: subgraphUrl !== null ? TICKS_REFETCH_MS : false,
    staleTime: TICKS_REFETCH_MS,
    retry: 2,
  })

  const snapshot = query.data
  const hasPool = pool !== null
  const address0 = pool?.token0.address
  const decimals0 = pool?.token0.decimals
  const address1 = pool?.token1.address
  const decimals1 = pool?.token1.decimals
  const state = useMemo((): ChartDataState => {
    if (!hasPool) return { kind: 'no-pool' }
    if (!canRead || query.isError) return { kind: 'unavailable' }
    if (!snapshot || !engine || spacing === undefined) return { kind: 'loading' }
    if (snapshot.ticks.kind === 'unavailable') return { kind: 'unavailable' }
    if (
      address0 === undefined ||
      address1 === undefined ||
      decimals0 === undefined ||
      decimals1 === undefined
    )
      return { kind: 'unavailable' }
    // Only the addresses (their order) and decimals (the prices) matter to the curve.
    const sdkToken = (address: string, decimals: number) =>
      engine.toSdkToken({ chainId: chainId ?? 0, address, decimals, symbol: '', name: '' })
    let curve: ReturnType<PositionEngine['liquidityCurve']>
    try {
      curve = engine.liquidityCurve({
        tokens: [sdkToken(address0, decimals0), sdkToken(address1, decimals1)],
        ticks: snapshot.ticks.ticks,
        range: snapshot.ticks.range,
        tickSpacing: spacing,
        tickCurrent: snapshot.tickCurrent,
        liquidity: snapshot.liquidity,
      })
    } catch {
      // The SDK's invariants (two tokens at one address, say): nothing to draw, and no reason to fail the page.
      curve = null
    }
    if (curve === null) return { kind: 'unavailable' }
    if (!hasActiveLiquidity(curve)) return { kind: 'empty' }
    const series = chartSeries(curve, inverted)
    return series.length > 0 ? { kind: 'ready', series } : { kind: 'unavailable' }
  }, [
    hasPool,
    canRead,
    query.isError,
    snapshot,
    engine,
    spacing,
    chainId,
    address0,
    decimals0,
    address1,
    decimals1,
    inverted,
  ])

  // Spec 2 §8: 'Liquidity data not available.' is also reported as a non-fatal exception, once per pool.
  const unavailable = state.kind === 'unavailable'
  const poolAddress = pool?.address
  useEffect(() => {
    if (unavailable)
      console.error('Liquidity data not available.', {
        chainId,
        pool: poolAddress,
        cause: query.error ?? null,
      })
  }, [unavailable, chainId, poolAddress, query.error])

  return state
}
