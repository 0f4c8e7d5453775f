import { axisBottom } from 'd3-axis'
import type { ScaleLinear } from 'd3-scale'
import { select } from 'd3-selection'
import { memo, useLayoutEffect, useRef } from 'react'
import { CHART_INNER } from '../../model/chartView.ts'
import styles from './LiquidityChart.module.css'

const AXIS_TICKS = 6

/** Readable tick texts: grouped decimals for everyday prices, exponent notation for very large or small ones. */
function tickFormat(scale: ScaleLinear<number, number>): (value: number) => string {
  const [lo = 0, hi = 0] = scale.domain()
  const size = Math.max(Math.abs(lo), Math.abs(hi))
  return size >= 1e-3 && size < 1e9 ? scale.tickFormat(AXIS_TICKS) : scale.tickFormat(AXIS_TICKS, 'e')
}

/** The price axis under the chart (d3-axis writes the ticks as text nodes). */
export const ChartAxis = memo(function ChartAxis({ xScale }: { xScale: ScaleLinear<number, number> }) {
  const ref = useRef<SVGGElement>(null)
  useLayoutEffect(() => {
    if (!ref.current) return
    // Prices are never negative, though a zoomed-out view reaches below zero.
    const values = xScale.ticks(AXIS_TICKS).filter((value) => value >= 0)
    const format = tickFormat(xScale)
    select(ref.current).call(
      axisBottom(xScale)
        .tickValues(values)
        .tickFormat((value) => format(Number(value)))
        .tickSizeOuter(0),
    )
  }, [xScale])
  return <g ref={ref} transform={`translate(0,${CHART_INNER.height})`} className={styles.axis} />
})
