// The range chart as the add page will hold it, for bench/rangeChart.ts: 2,000 ticks of synthetic liquidity, a
// parent that keeps the range in its state and gives back what the chart sends as the brush domain.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useCallback, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type ChartEntry, LiquidityChart } from '../../src/features/pool-v3/toolEntry.ts'

const TICKS = 2_000
const CURRENT = 2_000
// 0.05 × to 2.7 × the price: every tick lies in the chart's initial view, the most it ever draws.
const LOW = CURRENT * 0.05
const STEP = (2.7 / 0.05) ** (1 / (TICKS - 1))

function syntheticSeries(): ChartEntry[] {
  return Array.from({ length: TICKS }, (_, i) => {
    const price = LOW * STEP ** i
    const distance = Math.log(price / CURRENT)
    // A wide base, a peak at the price and ragged steps, like positions stacked around it.
    const liquidity = 1e18 * (1 + 8 * Math.exp(-(distance * distance) * 20) + ((i * 7919) % 13) / 13)
    return { price, liquidity }
  })
}

const SERIES = syntheticSeries()
const NOT_AT_LIMIT = { min: false, max: false }

function Harness() {
  const [brushDomain, setBrushDomain] = useState<[number, number]>([CURRENT * 0.75, CURRENT * 1.25])
  const [changes, setChanges] = useState(0)
  const onBrushDomainChange = useCallback((domain: [number, number]) => {
    setBrushDomain([Math.min(...domain), Math.max(...domain)])
    setChanges((n) => n + 1)
  }, [])
  return (
    <I18nProvider i18n={i18n}>
      <LiquidityChart
        series={SERIES}
        current={CURRENT}
        brushDomain={brushDomain}
        fee={3000}
        ticksAtLimit={NOT_AT_LIMIT}
        interactive
        onBrushDomainChange={onBrushDomainChange}
        labels={{ min: brushDomain[0].toFixed(2), max: brushDomain[1].toFixed(2) }}
      />
      <output data-testid="brush-changes">{changes}</output>
    </I18nProvider>
  )
}

i18n.loadAndActivate({ locale: 'en-US', messages: {} })
const root = document.getElementById('root')
if (root) createRoot(root).render(<Harness />)
