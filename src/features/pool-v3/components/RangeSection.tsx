import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RangeChartModel } from '../hooks/useRangeChart.ts'
import { RangeChart } from './chart/RangeChart.tsx'
import { FullRangeWarning } from './FullRangeWarning.tsx'
import styles from './RangeSection.module.css'
import { RangeSelector, type RangeSelectorProps } from './RangeSelector.tsx'

export type RangeSectionProps = Omit<RangeSelectorProps, 'events'> & {
  /** The liquidity chart above the inputs; null where the page has none (an increase keeps its range). */
  chart: RangeChartModel | null
  events: Omit<RangeSelectorProps['events'], 'onFullRange'> & {
    /** The user confirmed the Full Range warning: both bounds go to the limits. */
    onFullRange: () => void
  }
}

/**
 * A range form's price range (spec 2 §4 "Range", "Full range", §5): the liquidity chart with its brush, the
 * min and max inputs, and Full Range behind its efficiency warning. The add page and the migrate page share it.
 */
export function RangeSection({ chart, events, ...selector }: RangeSectionProps) {
  const { t } = useLingui()
  const [warnFullRange, setWarnFullRange] = useState(false)
  return (
    <section className={styles.section} aria-label={t`Price range`}>
      {chart && chart.fee !== null ? (
        <RangeChart
          state={chart.state}
          current={chart.current}
          brushDomain={chart.brushDomain}
          fee={chart.fee}
          ticksAtLimit={chart.ticksAtLimit}
          interactive={selector.mode === 'edit'}
          onBrushDomainChange={chart.onBrush}
          labels={chart.labels}
        />
      ) : null}
      <RangeSelector {...selector} events={{ ...events, onFullRange: () => setWarnFullRange(true) }} />
      {warnFullRange ? (
        <FullRangeWarning
          onConfirm={() => {
            events.onFullRange()
            setWarnFullRange(false)
          }}
          onCancel={() => setWarnFullRange(false)}
        />
      ) : null}
    </section>
  )
}
