import type { ScaleLinear } from 'd3-scale'
import { area, curveStepAfter } from 'd3-shape'
import { memo, useMemo } from 'react'
import { CHART_INNER, type ChartEntry, visibleEntries } from '../../model/chartView.ts'
import styles from './LiquidityChart.module.css'

// Pixels far outside the view are drawn at its edge: the steps there are unseen, and huge coordinates are not.
const MIN_X = -CHART_INNER.width
const MAX_X = 2 * CHART_INNER.width
const clampX = (x: number) => Math.min(MAX_X, Math.max(MIN_X, x))

export type ChartAreaProps = {
  series: readonly ChartEntry[]
  xScale: ScaleLinear<number, number>
  yScale: ScaleLinear<number, number>
}

/** The active liquidity as a step area; only the steps in view are drawn, and only when the view changes. */
export const ChartArea = memo(function ChartArea({ series, xScale, yScale }: ChartAreaProps) {
  const path = useMemo(() => {
    const [lo = 0, hi = 0] = xScale.domain()
    const shape = area<ChartEntry>()
      .curve(curveStepAfter)
      .x((entry) => clampX(xScale(entry.price)))
      .y0(yScale(0))
      .y1((entry) => yScale(entry.liquidity))
    return shape(visibleEntries(series, lo, hi)) ?? ''
  }, [series, xScale, yScale])
  return <path d={path} className={styles.area} data-testid="range-chart-area" />
})
