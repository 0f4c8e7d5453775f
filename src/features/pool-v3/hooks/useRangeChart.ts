import type { Price, Token } from '@uniswap/sdk-core'
import type { Pool } from '@uniswap/v3-sdk'
import { useCallback, useMemo } from 'react'
import type { Address } from 'viem'
import { type BrushMode, brushBoundsUpdate } from '../model/chartView.ts'
import type { FeeTier } from '../model/feeTierShares.ts'
import type { PositionEngine } from '../model/positionEngine.ts'
import type { RangeFrame, RangeTicks } from '../model/rangeTicks.ts'
import { type ChartDataState, type RangeChartPool, useRangeChartData } from './useRangeChartData.ts'

// Enough digits for the chart to place a price to the pixel; the inputs keep the exact ticks.
const CHART_PRICE_DIGITS = 10

export type RangeChartModel = {
  state: ChartDataState
  current: number | null
  brushDomain: [number, number] | null
  fee: FeeTier | null
  ticksAtLimit: { min: boolean; max: boolean }
  labels: { min: string; max: string }
  onBrush: (domain: [number, number], mode: BrushMode) => void
}

/** What a range form (add, migrate) knows of its pool and range, in the page's units. */
export type RangeChartInputs = {
  chainId: number
  engine: PositionEngine | null
  /** The page's units: the frame's base priced in its quote. */
  frame: RangeFrame | null
  /** The pool the position goes in: the one read, or a new one at the starting price. */
  pool: Pool | null
  poolAddress: Address | null
  /** Only a pool that exists has liquidity to draw. */
  exists: boolean
  /** The base's price in the quote now. */
  price: Price<Token, Token> | null
  range: RangeTicks | null
  /** What the min and max inputs show. */
  bounds: { min: string; max: string } | null
  fee: FeeTier | null
  /** A brushed range back into the inputs, as typed price texts (which snap as typed ones do). */
  brush: (bounds: { min?: string; max?: string }) => void
}

/**
 * A range form's liquidity chart in the page's units: the pool's tick data around its price, the range the
 * inputs hold as the brush, and a brushed range back into the inputs as typed prices, which snap to the fee's
 * ticks as typed ones do. The add page and the migrate page use it alike.
 */
export function useRangeChart(inputs: RangeChartInputs): RangeChartModel {
  const { engine, frame, pool, poolAddress, exists, price, range, brush } = inputs
  const inverted = frame !== null && !frame.base.sortsBefore(frame.quote)
  const tickCurrent = pool?.tickCurrent ?? null
  const liquidity = pool ? pool.liquidity.toString() : null
  const fee = pool?.fee ?? null
  const token0 = pool ? `${pool.token0.address}:${pool.token0.decimals}` : null
  const token1 = pool ? `${pool.token1.address}:${pool.token1.decimals}` : null
  const chartPool = useMemo((): RangeChartPool | null => {
    if (!exists || poolAddress === null || fee === null || tickCurrent === null || liquidity === null)
      return null
    if (token0 === null || token1 === null) return null
    const token = (key: string) => {
      const [address = '', decimals = '0'] = key.split(':')
      return { address, decimals: Number(decimals) }
    }
    return {
      address: poolAddress,
      fee,
      tickCurrent,
      liquidity: BigInt(liquidity),
      token0: token(token0),
      token1: token(token1),
    }
  }, [exists, poolAddress, fee, tickCurrent, liquidity, token0, token1])
  const state = useRangeChartData({ chainId: inputs.chainId, pool: chartPool, inverted })
  const current = price ? Number(price.toSignificant(CHART_PRICE_DIGITS)) : null

  const valid = range?.kind === 'valid' ? range : null
  // The page's min is the lower tick's price, or the upper tick's when the page prices token0 in token1.
  const ticksAtLimit = valid
    ? inverted
      ? { min: valid.atLimit.upper, max: valid.atLimit.lower }
      : { min: valid.atLimit.lower, max: valid.atLimit.upper }
    : { min: false, max: false }
  const lowerTick = valid?.tickLower ?? null
  const upperTick = valid?.tickUpper ?? null
  const brushDomain = useMemo((): [number, number] | null => {
    if (lowerTick === null || upperTick === null || !frame || !engine) return null
    const priceAt = (tick: number) => Number(engine.tickPrice(tick, frame).toSignificant(CHART_PRICE_DIGITS))
    const [minTick, maxTick] = inverted ? [upperTick, lowerTick] : [lowerTick, upperTick]
    return [priceAt(minTick), priceAt(maxTick)]
  }, [lowerTick, upperTick, frame, engine, inverted])

  const atLimit = `${ticksAtLimit.min}/${ticksAtLimit.max}`
  const onBrush = useCallback(
    (domain: [number, number], mode: BrushMode) => {
      const [min, max] = atLimit.split('/').map((flag) => flag === 'true')
      brush(brushBoundsUpdate(domain, mode, { min: min ?? false, max: max ?? false }))
    },
    [brush, atLimit],
  )
  return {
    state,
    current,
    brushDomain,
    fee: inputs.fee,
    ticksAtLimit,
    labels: inputs.bounds ?? { min: '', max: '' },
    onBrush,
  }
}
