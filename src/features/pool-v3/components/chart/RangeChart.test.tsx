// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChartDataState } from '../../hooks/useRangeChartData.ts'
import { RangeChart } from './RangeChart.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const series = [
  { price: 1000, liquidity: 5 },
  { price: 1500, liquidity: 20 },
  { price: 2500, liquidity: 5 },
  { price: 4000, liquidity: 0 },
]

function show(state: ChartDataState, current: number | null = 2000) {
  render(
    <I18nProvider i18n={i18n}>
      <RangeChart
        state={state}
        current={current}
        brushDomain={[1500, 2500]}
        fee={3000}
        ticksAtLimit={{ min: false, max: false }}
        interactive
        onBrushDomainChange={vi.fn()}
        labels={{ min: '1500', max: '2500' }}
      />
    </I18nProvider>,
  )
}

const message = () => screen.getByTestId('range-chart-message').textContent

describe('range chart states (spec 2 §8)', () => {
  it('without a pool price: Your position will appear here.', () => {
    show({ kind: 'no-pool' })
    expect(message()).toBe('Your position will appear here.')
    cleanup()
    show({ kind: 'ready', series }, null)
    expect(message()).toBe('Your position will appear here.')
    expect(screen.queryByTestId('liquidity-chart')).toBeNull()
  })

  it('without tick data or a curve: Liquidity data not available.', () => {
    show({ kind: 'unavailable' })
    expect(message()).toBe('Liquidity data not available.')
  })

  it('without active liquidity: There is no liquidity data.', () => {
    show({ kind: 'empty' })
    expect(message()).toBe('There is no liquidity data.')
  })

  it('while the ticks load: a busy placeholder, no message', () => {
    show({ kind: 'loading' })
    expect(screen.getByTestId('range-chart').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status', { name: 'Loading liquidity data' })).toBeTruthy()
    expect(screen.queryByTestId('range-chart-message')).toBeNull()
  })

  it('with data: the chart, once its module is there (a busy frame until then)', async () => {
    show({ kind: 'ready', series })
    expect(screen.getByTestId('range-chart')).toBeTruthy()
    expect(await screen.findByTestId('liquidity-chart')).toBeTruthy()
    expect(screen.getByTestId('range-chart').getAttribute('aria-busy')).toBeNull()
    expect(screen.queryByTestId('range-chart-message')).toBeNull()
  })
})
