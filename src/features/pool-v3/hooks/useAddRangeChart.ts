import { useCallback, useMemo } from 'react'
import { type BrushMode, brushBoundsUpdate } from '../model/chartView.ts'
import type { FeeTier } from '../model/feeTierShares.ts'
import type { AddLiquidity } from './useAddLiquidity.ts'
import { type ChartDataState, type RangeChartPool, useRangeChartData } from './useRangeChartData.ts'

// Enough digits for the chart to place a price to the pixel; the inputs keep the exact ticks.
const CHART_PRICE_DIGITS = 10

export type AddRangeChart = {
  state: ChartDataState
  current: number | null
  brushDomain: [number, number] | null
  fee: FeeTier | null
  ticksAtLimit: { min: boolean; max: boolean }
  labels: { min: string; max: string }
  onBrush: (domain: [number, number], mode: BrushMode) => void
}

/**
 * The add page's range chart in the page's units (currency A priced in B): the pool's tick data around its
 * price, the range the inputs hold as the brush, and a brushed range back into the inputs as typed prices,
 * which snap to the fee's ticks as typed ones do.
 */
export function useAddRangeChart(add: AddLiquidity): AddRangeChart {
  const { derived, engine, poolAddress } = add.form
  const frame = derived?.frame ?? null
  const pool = derived?.pool ?? null
  const inverted = frame !== null && !frame.base.sortsBefore(frame.quote)
  const exists = derived?.poolStatus === 'exists'
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
  const state = useRangeChartData({ chainId: add.chainId, pool: chartPool, inverted })
  const current = derived?.price ? Number(derived.price.toSignificant(CHART_PRICE_DIGITS)) : null

  const range = derived?.range
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

  const { brush } = add.range
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
    fee: add.route.fee,
    ticksAtLimit,
    labels: derived?.bounds ?? { min: '', max: '' },
    onBrush,
  }
}
