import { useLingui } from '@lingui/react/macro'
import { scaleLinear } from 'd3-scale'
import { useId, useMemo, useRef } from 'react'
import { useChartZoom } from '../../hooks/useChartZoom.ts'
import {
  type BrushMode,
  CHART_INNER,
  CHART_MARGINS,
  CHART_SIZE,
  type ChartEntry,
  chartDomain,
  initialDomain,
} from '../../model/chartView.ts'
import type { FeeTier } from '../../model/feeTierShares.ts'
import { ChartArea } from './ChartArea.tsx'
import { ChartAxis } from './ChartAxis.tsx'
import { ChartBrush } from './ChartBrush.tsx'
import styles from './LiquidityChart.module.css'

export type LiquidityChartProps = {
  /** The active liquidity by price, ascending, in the page's units (chartSeries). */
  series: readonly ChartEntry[]
  /** The pool's price in the page's units. */
  current: number
  /** The selected range in the page's units; null draws no range (a drag on the chart draws one). */
  brushDomain: [number, number] | null
  fee: FeeTier
  /** Sides of the range at the tick limit (0 and ∞): their handles sit at the chart's edge. */
  ticksAtLimit: { min: boolean; max: boolean }
  /** False draws the range without letting it be moved (zoom still works). */
  interactive: boolean
  /** When the pointer lets go of the brush, and on reset (with the initial range). */
  onBrushDomainChange: (domain: [number, number], mode: BrushMode) => void
  /** The range inputs' texts ('0' and '∞' at the limits), read out as the chart's description. */
  labels: { min: string; max: string }
}

/**
 * The depth chart of the add page (spec 2 §2, §9): the active liquidity around the price, a line at the price,
 * the selected range as a brush with two handles, a price axis, and zoom in / out / reset. Keyboard users set
 * the range with the range inputs: nothing in the chart takes focus except its three buttons.
 */
export function LiquidityChart({
  series,
  current,
  brushDomain,
  fee,
  ticksAtLimit,
  interactive,
  onBrushDomainChange,
  labels,
}: LiquidityChartProps) {
  const { t } = useLingui()
  const svgRef = useRef<SVGSVGElement>(null)
  const zoom = useChartZoom(svgRef, fee)
  const clipId = `range-chart-clip-${useId().replace(/[^\w-]/g, '')}`

  const [domainLo, domainHi] = chartDomain(current, fee, series)
  const xScale = useMemo(
    () => zoom.transform.rescaleX(scaleLinear().domain([domainLo, domainHi]).range([0, CHART_INNER.width])),
    [zoom.transform, domainLo, domainHi],
  )
  const yScale = useMemo(() => {
    let top = 0
    for (const entry of series) if (entry.liquidity > top) top = entry.liquidity
    return scaleLinear()
      .domain([0, top > 0 ? top : 1])
      .range([CHART_INNER.height, 0])
  }, [series])
  const currentX = Number.isFinite(current) && current > 0 ? xScale(current) : null

  const reset = () => {
    zoom.reset()
    const initial = initialDomain(current, fee)
    if (interactive && initial) onBrushDomainChange(initial, 'reset')
  }
  const description =
    brushDomain === null
      ? t`Liquidity by price`
      : t`Liquidity by price, selected range ${labels.min} to ${labels.max}`

  return (
    // A price axis runs low to high left to right in every language: the chart does not mirror.
    <div className={styles.chart} dir="ltr">
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={zoom.zoomIn}
          aria-label={t`Zoom in`}
          data-testid="range-chart-zoom-in"
        >
          +
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={zoom.zoomOut}
          aria-label={t`Zoom out`}
          data-testid="range-chart-zoom-out"
        >
          −
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={reset}
          aria-label={interactive ? t`Reset range and zoom` : t`Reset zoom`}
          data-testid="range-chart-reset"
        >
          ↺
        </button>
      </div>
      <svg
        ref={svgRef}
        className={styles.svg}
        viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
        role="img"
        aria-label={description}
        data-testid="liquidity-chart"
      >
        <defs>
          <clipPath id={clipId}>
            <rect width={CHART_INNER.width} height={CHART_INNER.height} />
          </clipPath>
        </defs>
        <g transform={`translate(${CHART_MARGINS.left},${CHART_MARGINS.top})`}>
          <g clipPath={`url(#${clipId})`}>
            <ChartArea series={series} xScale={xScale} yScale={yScale} />
            {currentX !== null && (
              <line
                x1={currentX}
                x2={currentX}
                y2={CHART_INNER.height}
                className={styles.current}
                data-testid="range-chart-current"
              />
            )}
          </g>
          <ChartAxis xScale={xScale} />
          <ChartBrush
            xScale={xScale}
            brushDomain={brushDomain}
            current={current}
            ticksAtLimit={ticksAtLimit}
            interactive={interactive}
            onBrushDomainChange={onBrushDomainChange}
          />
        </g>
      </svg>
    </div>
  )
}
