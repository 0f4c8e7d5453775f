import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { formatFeePips, formatPercentBps, localizeNumber } from '../../../lib/format.ts'
import { priceImpactSeverity, type Severity } from '../model/priceImpact.ts'
import type { AmountView, RouteView, TradeSummary } from '../model/trade/tradeSummary.ts'
import styles from './TradeDetails.module.css'

const SEVERITY_CLASS: Readonly<Record<Severity, string | undefined>> = {
  0: styles.severity0,
  1: styles.severity1,
  2: styles.severity2,
  3: styles.severity3,
  4: styles.severity3,
}

const amountText = (amount: AmountView, locale: string) =>
  `${localizeNumber(amount.value, locale)} ${amount.symbol}`

function Route({ route }: { route: RouteView }) {
  const { i18n } = useLingui()
  const [first, ...rest] = route.symbols
  return (
    <span className={styles.route} data-testid="trade-route">
      <span>{first}</span>
      {rest.map((symbol, hop) => {
        const fee = route.feePips[hop]
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hop's place in the path is its identity.
          <Fragment key={hop}>
            <span className={styles.arrow} aria-hidden="true" data-mirror>
              ›
            </span>
            {fee !== undefined ? (
              <span className={styles.fee}>{localizeNumber(formatFeePips(fee), i18n.locale)}</span>
            ) : null}
            {fee !== undefined ? (
              <span className={styles.arrow} aria-hidden="true" data-mirror>
                ›
              </span>
            ) : null}
            <span>{symbol}</span>
          </Fragment>
        )
      })}
    </span>
  )
}

/** What the trade guarantees and costs: the slippage limit, price impact, LP fee, route and slippage. */
export function TradeDetails({ summary }: { summary: TradeSummary }) {
  const { t, i18n } = useLingui()
  const severity = priceImpactSeverity(summary.priceImpactBps)
  const exactInput = summary.tradeType === 'exact-input'
  return (
    <dl className={styles.details} data-testid="trade-details">
      <div className={styles.row}>
        <dt>{exactInput ? t`Minimum received` : t`Maximum sent`}</dt>
        <dd data-testid="trade-slippage-limit">{amountText(summary.slippageLimit, i18n.locale)}</dd>
      </div>
      <div className={styles.row}>
        <dt>
          <Trans>Price Impact</Trans>
        </dt>
        <dd className={SEVERITY_CLASS[severity]} data-testid="trade-price-impact" data-severity={severity}>
          {localizeNumber(formatPercentBps(summary.priceImpactBps), i18n.locale)}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>
          <Trans>Liquidity Provider Fee</Trans>
        </dt>
        <dd data-testid="trade-lp-fee">{amountText(summary.lpFee, i18n.locale)}</dd>
      </div>
      <div className={styles.row}>
        <dt>
          <Trans>Route</Trans>
        </dt>
        <dd className={styles.routes}>
          {summary.routes.map((route) => (
            <Route key={route.symbols.join('-') + route.feePips.join('-')} route={route} />
          ))}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>
          <Trans>Slippage tolerance</Trans>
        </dt>
        <dd data-testid="trade-slippage-tolerance">
          {localizeNumber(formatPercentBps(summary.slippageBps), i18n.locale)}
        </dd>
      </div>
    </dl>
  )
}
