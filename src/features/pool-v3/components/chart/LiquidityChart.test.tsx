// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHART_INNER, type ChartEntry } from '../../model/chartView.ts'
import { LiquidityChart, type LiquidityChartProps } from './LiquidityChart.tsx'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} })
  // happy-dom lays nothing out: a pointer's client position is its place in the chart (d3's pointer()).
  Object.assign(window.SVGSVGElement.prototype, {
    createSVGPoint: () => {
      const point = { x: 0, y: 0, matrixTransform: () => ({ x: point.x, y: point.y }) }
      return point
    },
  })
})
afterEach(cleanup)

const series: ChartEntry[] = [
  { price: 500, liquidity: 5 },
  { price: 1500, liquidity: 20 },
  { price: 2500, liquidity: 5 },
  { price: 6000, liquidity: 0 },
]

function show(props: Partial<LiquidityChartProps> = {}) {
  const onBrushDomainChange = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <LiquidityChart
        series={series}
        current={2000}
        brushDomain={[1500, 2500]}
        fee={3000}
        ticksAtLimit={{ min: false, max: false }}
        interactive
        onBrushDomainChange={onBrushDomainChange}
        labels={{ min: '1,500', max: '2,500' }}
        {...props}
      />
    </I18nProvider>,
  )
  return { onBrushDomainChange }
}

function handleX(side: 'min' | 'max'): number {
  const transform = screen.getByTestId(`range-chart-handle-${side}`).getAttribute('transform') ?? ''
  return Number(/translate\(([^,]+),/.exec(transform)?.[1])
}

describe('LiquidityChart', () => {
  it('draws the liquidity area, a line at the price and two handles labelled with their distance from it', () => {
    show()
    const path = screen.getByTestId('range-chart-area').getAttribute('d') ?? ''
    expect(path).toMatch(/^M/)
    const line = screen.getByTestId('range-chart-current')
    const x = Number(line.getAttribute('x1'))
    expect(x).toBeGreaterThan(0)
    expect(x).toBeLessThan(CHART_INNER.width)
    expect(handleX('min')).toBeLessThan(x)
    expect(handleX('max')).toBeGreaterThan(x)
    expect(screen.getByTestId('range-chart-handle-min').textContent).toBe('\u221225%')
    expect(screen.getByTestId('range-chart-handle-max').textContent).toBe('25%')
    expect(
      screen.getByRole('img', { name: 'Liquidity by price, selected range 1,500 to 2,500' }),
    ).toBeTruthy()
  })

  it('sends the range when the pointer lets go of a handle or of the range, not while it moves', async () => {
    const { onBrushDomainChange } = show()
    const brush = screen.getByTestId('range-chart-brush')
    // d3-brush listens on the event's view for the moves; happy-dom leaves `view` unset.
    const mouse = (target: EventTarget, type: string, clientX: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 50 })
      Object.defineProperty(event, 'view', { value: window })
      act(() => {
        target.dispatchEvent(event)
      })
    }
    const drag = (target: Element, from: number, to: number) => {
      mouse(target, 'mousedown', from)
      for (let x = from; x !== to; x += Math.sign(to - from) * 10) mouse(window, 'mousemove', x)
      mouse(window, 'mousemove', to)
      expect(onBrushDomainChange).not.toHaveBeenCalled()
      mouse(window, 'mouseup', to)
    }
    const max = handleX('max')
    drag(brush.querySelector('.handle--e') as Element, max, max + 40)
    expect(handleX('max')).toBeCloseTo(max + 40, 6)
    const [[lo, hi], mode] = onBrushDomainChange.mock.calls[0] as [[number, number], string]
    expect(mode).toBe('handle')
    expect(lo).toBeCloseTo(1500, 6)
    expect(hi).toBeGreaterThan(2500)
    onBrushDomainChange.mockClear()
    drag(brush.querySelector('.selection') as Element, 200, 150)
    expect(onBrushDomainChange.mock.calls[0]?.[1]).toBe('drag')
    // d3 swallows the click that ends a drag until its next timer.
    await new Promise((done) => setTimeout(done, 0))
  })

  it('draws a side at its tick limit at the chart’s edge, labelled 0 or ∞', () => {
    show({ brushDomain: [0, Number.POSITIVE_INFINITY], ticksAtLimit: { min: true, max: true } })
    expect(handleX('min')).toBe(0)
    expect(handleX('max')).toBe(CHART_INNER.width)
    expect(screen.getByTestId('range-chart-handle-min').textContent).toBe('0')
    expect(screen.getByTestId('range-chart-handle-max').textContent).toBe('∞')
  })

  it('zooms with its buttons, and reset sends the initial range of the tier', () => {
    const { onBrushDomainChange } = show()
    const width = () => handleX('max') - handleX('min')
    const before = width()
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(width()).toBeCloseTo(before * 2, 6)
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(width()).toBeCloseTo(before / 2, 6)
    fireEvent.click(screen.getByRole('button', { name: 'Reset range and zoom' }))
    expect(width()).toBeCloseTo(before, 6)
    expect(onBrushDomainChange).toHaveBeenCalledWith([1000, 4000], 'reset')
  })

  it('read-only, its reset only zooms and nothing moves the range', () => {
    const { onBrushDomainChange } = show({ interactive: false })
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }))
    expect(onBrushDomainChange).not.toHaveBeenCalled()
    expect(screen.getByTestId('range-chart-brush').childElementCount).toBe(0)
  })

  it('takes focus only on its buttons', () => {
    show()
    const focusable = screen
      .getByTestId('liquidity-chart')
      .querySelectorAll('[tabindex], a, button, input, [contenteditable]')
    expect(focusable.length).toBe(0)
    expect(screen.getAllByRole('button').length).toBe(3)
  })

  it('does not throw on odd data', () => {
    const odd: Partial<LiquidityChartProps>[] = [
      { series: [] },
      { series: [{ price: 2000, liquidity: 7 }] },
      { series: series.map((e) => ({ ...e, liquidity: 0 })) },
      { current: 1e9 },
      { current: 0, brushDomain: null },
      { current: Number.NaN },
      { current: Number.POSITIVE_INFINITY, series: [] },
      { brushDomain: [0, Number.POSITIVE_INFINITY] },
      { brushDomain: [Number.NaN, 5] },
      { brushDomain: [2500, 1500] },
      { brushDomain: [-1, 1e40] },
      { series: [{ price: 1e-12, liquidity: 1e30 }], current: 1.5e-12, brushDomain: [1e-12, 2e-12] },
      { fee: 500, interactive: false },
    ]
    for (const props of odd) {
      expect(() => show(props)).not.toThrow()
      expect(screen.getByTestId('range-chart-area').getAttribute('d')).not.toMatch(/NaN|Infinity/)
      for (const handle of screen.queryAllByTestId(/range-chart-handle-/))
        expect(handle.getAttribute('transform')).not.toMatch(/NaN|Infinity/)
      cleanup()
    }
  })
})
