import { useCallback, useMemo } from 'react'
import type { FeeTier } from '../model/feeTierShares.ts'
import { type BrushMode, brushBoundsUpdate } from '../model/chartView.ts'
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
  const chartPool = useMemo((): RangeChartPool | null => {
    if (!exists || !pool || poolAddress === null || tickCurrent === null || liquidity === null) return null
    const token = (t: { address: string; decimals: number }) => ({ address: t.address, decimals: t.decimals })
    return {
      address: poolAddress,
      fee: pool.fee,
      tickCurrent,
      liquidity: BigInt(liquidity),
      token0: token(pool.token0),
      token1: token(pool.token1),
    }
    // The pool object is new each block; what the chart reads hangs on these.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the pool's address, tick and liquidity stand for it.
  }, [exists, poolAddress, tickCurrent, liquidity, pool?.fee])
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
  const brushDomain = useMemo((): [number, number] | null => {
    if (!valid || !frame || !engine) return null
    const priceAt = (tick: number) => Number(engine.tickPrice(tick, frame).toSignificant(CHART_PRICE_DIGITS))
    const [minTick, maxTick] = inverted ? [valid.tickUpper, valid.tickLower] : [valid.tickLower, valid.tickUpper]
    return [priceAt(minTick), priceAt(maxTick)]
  }, [valid?.tickLower, valid?.tickUpper, frame, engine, inverted])

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
