import { select } from 'd3-selection'
import { type ZoomBehavior, type ZoomTransform, zoom, zoomIdentity } from 'd3-zoom'
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react'
import { CHART_INNER, CHART_SIZE, ZOOM_LEVELS } from '../model/chartView.ts'
import type { FeeTier } from '../model/feeTierShares.ts'

const ZOOM_STEP = 2

// The zoom scale is relative to the tier's initial multiples of the price (its limits are in those terms); the
// chart opens zoomed out by half around the middle, so the initial range sits in the middle half of the view.
const INITIAL_TRANSFORM: ZoomTransform = zoomIdentity
  .translate(CHART_INNER.width / 2, 0)
  .scale(0.5)
  .translate(-CHART_INNER.width / 2, 0)

export type ChartZoom = {
  transform: ZoomTransform
  zoomIn: () => void
  zoomOut: () => void
  /** Back to the initial view. */
  reset: () => void
}

/**
 * d3-zoom on the chart's SVG (wheel, pinch, drag outside the brush), within the fee tier's zoom limits (spec 2
 * §9); a new tier starts from the initial view again.
 */
export function useChartZoom(svgRef: RefObject<SVGSVGElement | null>, fee: FeeTier): ChartZoom {
  const [transform, setTransform] = useState<ZoomTransform>(INITIAL_TRANSFORM)
  const behavior = useMemo<ZoomBehavior<SVGSVGElement, unknown>>(() => {
    const level = ZOOM_LEVELS[fee]
    return zoom<SVGSVGElement, unknown>()
      .scaleExtent([level.minZoom, level.maxZoom])
      .extent([
        [0, 0],
        [CHART_INNER.width, CHART_SIZE.height],
      ])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform))
  }, [fee])

  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    const selection = select(svg)
    // A double click lands on the brush; it should not zoom as well.
    selection.call(behavior).on('dblclick.zoom', null)
    behavior.transform(selection, INITIAL_TRANSFORM)
    return () => {
      selection.on('.zoom', null)
    }
  }, [svgRef, behavior])

  const scaleBy = useCallback(
    (factor: number) => {
      if (svgRef.current) behavior.scaleBy(select(svgRef.current), factor)
    },
    [svgRef, behavior],
  )
  const zoomIn = useCallback(() => scaleBy(ZOOM_STEP), [scaleBy])
  const zoomOut = useCallback(() => scaleBy(1 / ZOOM_STEP), [scaleBy])
  const reset = useCallback(() => {
    if (svgRef.current) behavior.transform(select(svgRef.current), INITIAL_TRANSFORM)
  }, [svgRef, behavior])
  return { transform, zoomIn, zoomOut, reset }
}
