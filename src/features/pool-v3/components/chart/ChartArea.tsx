import { type ScaleLinear, scaleLinear } from 'd3-scale'
import { area, curveStepAfter } from 'd3-shape'
import { memo, useMemo } from 'react'
import {
  CHART_INNER,
  type ChartEntry,
  type PixelStep,
  pathWindow,
  pixelSteps,
  visibleEntries,
} from '../../model/chartView.ts'
import styles from './LiquidityChart.module.css'

export type ChartAreaProps = {
  series: readonly ChartEntry[]
  xScale: ScaleLinear<number, number>
  yScale: ScaleLinear<number, number>
}

function stepPath(
  series: readonly ChartEntry[],
  [lo, hi]: readonly [number, number],
  width: number,
  yScale: ScaleLinear<number, number>,
): string {
  const toPixel = scaleLinear().domain([lo, hi]).range([0, width])
  // Steps far outside are drawn at a width's distance: unseen, and no huge coordinates.
  const clamp = (x: number) => Math.min(2 * width, Math.max(-width, x))
  const shape = area<PixelStep>()
    .curve(curveStepAfter)
    .x((step) => clamp(step.x))
    .y0(yScale(0))
    .y1((step) => yScale(step.liquidity))
  return shape(pixelSteps(visibleEntries(series, lo, hi), toPixel)) ?? ''
}

/**
 * The active liquidity as a step area, with at most two points a pixel (2,000 ticks zoomed out make a path of a
 * few hundred points). It is drawn for a window around the view (pathWindow) and moved and stretched onto the
 * view by a transform, so that most zoom steps change one attribute instead of the whole path.
 */
export const ChartArea = memo(function ChartArea({ series, xScale, yScale }: ChartAreaProps) {
  const [viewLo = 0, viewHi = 0] = xScale.domain()
  const window = pathWindow(viewLo, viewHi, CHART_INNER.width)
  const windowLo = window?.lo ?? viewLo
  const windowHi = window?.hi ?? viewHi
  const windowWidth = window?.width ?? CHART_INNER.width
  const path = useMemo(
    () => stepPath(series, [windowLo, windowHi], windowWidth, yScale),
    [series, windowLo, windowHi, windowWidth, yScale],
  )
  const stretch = window ? (windowHi - windowLo) / windowWidth / ((viewHi - viewLo) / CHART_INNER.width) : 1
  const shift = window ? xScale(windowLo) : 0
  return (
    <path
      d={path}
      transform={`translate(${shift},0) scale(${stretch},1)`}
      className={styles.area}
      data-testid="range-chart-area"
    />
  )
})
