import { type BrushBehavior, brushX, type D3BrushEvent } from 'd3-brush'
import type { ScaleLinear } from 'd3-scale'
import { select } from 'd3-selection'
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type BrushMode, brushPixels, CHART_INNER, handleLabel } from '../../model/chartView.ts'
import styles from './LiquidityChart.module.css'

export type ChartBrushProps = {
  xScale: ScaleLinear<number, number>
  brushDomain: [number, number] | null
  current: number
  ticksAtLimit: { min: boolean; max: boolean }
  interactive: boolean
  onBrushDomainChange: (domain: [number, number], mode: BrushMode) => void
}

// Wide enough to grab with a finger, narrow enough to leave a small range draggable.
const HANDLE_GRAB_PX = 14
const LABEL_GAP_PX = 6
const LABEL_FLIP_PX = 56

type Handle = { side: 'min' | 'max'; x: number; label: string }

/** A handle as drawn (the grabbing is d3-brush's invisible rectangle over it). */
const HandleMark = memo(function HandleMark({ side, x, label }: Handle) {
  // A label goes outside the range unless the chart's edge is too close.
  const outside = side === 'min' ? x > LABEL_FLIP_PX : x < CHART_INNER.width - LABEL_FLIP_PX
  const toLeft = (side === 'min') === outside
  return (
    <g transform={`translate(${x},0)`} className={styles.handle} data-testid={`range-chart-handle-${side}`}>
      <line y1={0} y2={CHART_INNER.height} className={styles.handleLine} />
      <rect x={-4} y={0} width={8} height={22} rx={3} className={styles.handleGrip} />
      <text
        x={toLeft ? -LABEL_GAP_PX : LABEL_GAP_PX}
        y={14}
        textAnchor={toLeft ? 'end' : 'start'}
        className={styles.handleLabel}
      >
        {label}
      </text>
    </g>
  )
})

/**
 * The selected range: d3-brush's overlay, selection and handles (drag a handle, drag the range, or draw a new
 * one), with the handles and their labels drawn over them. While the pointer moves only this part renders, from
 * the brush's own pixels; the range goes out when the pointer lets go, and stays where it was dropped until it
 * comes back as `brushDomain` (snapped to ticks, say).
 */
export function ChartBrush({
  xScale,
  brushDomain,
  current,
  ticksAtLimit,
  interactive,
  onBrushDomainChange,
}: ChartBrushProps) {
  const groupRef = useRef<SVGGElement>(null)
  // The brush's pixels from the pointer, until the next settled range arrives.
  const [moved, setMoved] = useState<[number, number] | null>(null)
  const settled = brushPixels(brushDomain, ticksAtLimit, xScale, CHART_INNER.width)
  const latest = useRef({ xScale, settled, onBrushDomainChange })
  // Set while the pointer holds the brush: a new range or zoom then waits for it to let go.
  const holding = useRef(false)
  useLayoutEffect(() => {
    latest.current = { xScale, settled, onBrushDomainChange }
  })

  const brush = useMemo<BrushBehavior<unknown>>(
    () =>
      brushX()
        .extent([
          [0, 0],
          [CHART_INNER.width, CHART_INNER.height],
        ])
        .handleSize(HANDLE_GRAB_PX),
    [],
  )

  // Before the layout effect below moves it.
  useLayoutEffect(() => {
    const group = groupRef.current
    if (!group || !interactive) return
    const selection = select<SVGGElement, unknown>(group)
    brush.on('start brush end', (event: D3BrushEvent<unknown>) => {
      // Moves the chart makes itself (brush.move) have no source event.
      if (!event.sourceEvent) return
      holding.current = event.type !== 'end'
      const pixels = event.selection as [number, number] | null
      // A click on the chart without a drag clears d3's selection: the range stays as it was.
      if (!pixels || pixels[0] === pixels[1]) {
        if (!holding.current) {
          setMoved(null)
          brush.move(selection, latest.current.settled)
        }
        return
      }
      setMoved([pixels[0], pixels[1]])
      if (event.type !== 'end') return
      const { xScale: scale, onBrushDomainChange: emit } = latest.current
      const mode = event.mode === 'drag' || event.mode === 'space' ? 'drag' : 'handle'
      emit([scale.invert(pixels[0]), scale.invert(pixels[1])], mode)
    })
    selection.call(brush)
    return () => {
      brush.on('start brush end', null)
      holding.current = false
      selection.on('.brush', null).selectAll('*').remove()
    }
  }, [brush, interactive])

  // A new range or a zoom puts the brush where the range is, in the same frame as the rest of the chart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identities of the range and the scale are the triggers
  useLayoutEffect(() => {
    if (holding.current) return
    setMoved(null)
    const group = groupRef.current
    if (group && interactive) brush.move(select<SVGGElement, unknown>(group), latest.current.settled)
  }, [brush, interactive, brushDomain, xScale, ticksAtLimit.min, ticksAtLimit.max])

  const shown = moved ?? settled
  const handles: Handle[] = []
  if (shown) {
    const [lo, hi] = shown
    // Moved by the pointer, no side is at its limit any more.
    const atLimit = moved === null ? ticksAtLimit : { min: false, max: false }
    handles.push(
      { side: 'min', x: lo, label: handleLabel('min', xScale.invert(lo), current, atLimit.min) },
      { side: 'max', x: hi, label: handleLabel('max', xScale.invert(hi), current, atLimit.max) },
    )
  }
  return (
    <>
      {shown && !interactive && (
        <rect x={shown[0]} width={shown[1] - shown[0]} height={CHART_INNER.height} className={styles.range} />
      )}
      <g ref={groupRef} className={styles.brush} data-testid="range-chart-brush" />
      <g pointerEvents="none">
        {handles.map((handle) => (
          <HandleMark key={handle.side} {...handle} />
        ))}
      </g>
    </>
  )
}
