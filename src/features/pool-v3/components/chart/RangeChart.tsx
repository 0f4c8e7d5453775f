import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense } from 'react'
import type { ChartDataState } from '../../hooks/useRangeChartData.ts'
import type { LiquidityChartProps } from './LiquidityChart.tsx'
import styles from './RangeChart.module.css'

// The chart and its d3 modules load apart from the add page, which takes input before they arrive (a quarter of
// the page's own code); until then the chart's frame shows the loading state.
const LiquidityChart = lazy(() => import('./LiquidityChart.tsx').then((m) => ({ default: m.LiquidityChart })))

export type RangeChartProps = Omit<LiquidityChartProps, 'series' | 'current'> & {
  state: ChartDataState
  /** The pool's price in the page's units; null where the pool has none yet (a new pool before its start price). */
  current: number | null
}

/** The add page's depth chart with its states (spec 2 §8): no pool yet, loading, no data, no liquidity, the chart. */
export function RangeChart({ state, current, ...chart }: RangeChartProps) {
  const { t } = useLingui()
  if (current === null || !Number.isFinite(current) || current <= 0 || state.kind === 'no-pool')
    return (
      <Message>
        <Trans>Your position will appear here.</Trans>
      </Message>
    )
  switch (state.kind) {
    case 'loading':
      return <Loading label={t`Loading liquidity data`} />
    case 'unavailable':
      return (
        <Message>
          <Trans>Liquidity data not available.</Trans>
        </Message>
      )
    case 'empty':
      return (
        <Message>
          <Trans>There is no liquidity data.</Trans>
        </Message>
      )
    case 'ready':
      return (
        <Suspense fallback={<Loading label={t`Loading the chart`} />}>
          <div data-testid="range-chart">
            <LiquidityChart series={state.series} current={current} {...chart} />
          </div>
        </Suspense>
      )
  }
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-testid="range-chart">
      <p className={styles.message} data-testid="range-chart-message">
        {children}
      </p>
    </div>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.frame} data-testid="range-chart" aria-busy="true">
      <div className={styles.loading} role="status" aria-label={label} />
    </div>
  )
}
