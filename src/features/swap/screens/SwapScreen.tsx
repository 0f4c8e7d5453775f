import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef } from 'react'
import { Card, InfoTooltip } from '../../../ui/index.ts'
import { CurrencyInputPanel, TokenGuards } from '../../tokens/index.ts'
import { PriceImpactWarning } from '../components/PriceImpactWarning.tsx'
import { RecipientField } from '../components/RecipientField.tsx'
import { SwapButton } from '../components/SwapButton.tsx'
import { SwapHeader } from '../components/SwapHeader.tsx'
import { TradeDetails } from '../components/TradeDetails.tsx'
import { TradePrice } from '../components/TradePrice.tsx'
import { VersionHint } from '../components/VersionHint.tsx'
import { useFocusAfterSent } from '../hooks/useFocusAfterSent.ts'
import { useSettingsChips } from '../hooks/useSettingsChips.ts'
import { useSwapForm } from '../hooks/useSwapForm.ts'
import styles from './SwapScreen.module.css'

// The dialogs open only after Swap is pressed: they load then, not with the page.
const ConfirmSwapModal = lazy(() =>
  import('../components/ConfirmSwapModal.tsx').then((m) => ({ default: m.ConfirmSwapModal })),
)
const PriceImpactConfirm = lazy(() =>
  import('../components/PriceImpactConfirm.tsx').then((m) => ({ default: m.PriceImpactConfirm })),
)

/** The swap route: From and To amounts and currencies, the switch control, the trade, and its action. */
export function SwapScreen() {
  const { t } = useLingui()
  const form = useSwapForm()
  const chips = useSettingsChips(form.chainId)
  const fromRef = useRef<HTMLDivElement>(null)
  useFocusAfterSent(form.sentCount, fromRef)
  const common = { chainId: form.chainId, account: form.account }
  const { trade, recipient } = form
  const hasToken =
    form.tokenGuards.addresses.length > 0 || form.tokenGuards.selected.some((c) => c?.kind === 'token')
  return (
    <Card className={styles.card} data-testid="swap-card">
      <SwapHeader chips={chips} />
      {/* Layout-neutral (display: contents): it marks a stale amount and lets the focus find the input after a swap. */}
      <div ref={fromRef} className={styles.side} data-stale={form.staleField === 'INPUT' || undefined}>
        <CurrencyInputPanel id="from" {...common} {...form.from} />
      </div>
      <button
        type="button"
        className={styles.switch}
        aria-label={t`Switch input and output`}
        data-testid="switch-currencies"
        onClick={form.onSwitch}
      >
        ↓
      </button>
      <div className={styles.side} data-stale={form.staleField === 'OUTPUT' || undefined}>
        <CurrencyInputPanel id="to" {...common} {...form.to} />
      </div>
      {form.staleField ? (
        <p className={styles.stale} role="status" data-testid="quote-stale">
          <Trans>Quote may be out of date</Trans>
        </p>
      ) : null}
      {form.wrapMode ? null : (
        <RecipientField
          value={recipient.value}
          onChange={recipient.onChange}
          resolution={recipient.resolution}
          problem={recipient.problem}
        />
      )}
      {trade.summary && !form.wrapMode ? (
        <div className={styles.trade} data-testid="trade-info">
          {/* The trade's details in a tooltip beside the execution price (spec 1 §2). */}
          <InfoTooltip label={t`Trade details`}>
            <TradeDetails summary={trade.summary} />
          </InfoTooltip>
          <TradePrice price={trade.summary.executionPrice} />
        </div>
      ) : null}
      <SwapButton state={form.button} failure={form.failure} chainId={form.chainId} />
      {trade.impactWarning && !form.wrapMode ? <PriceImpactWarning loss={trade.impactWarning} /> : null}
      {form.wrapMode || !form.from.selection.currency || !form.to.selection.currency ? null : (
        <VersionHint
          version={trade.version}
          advantage={trade.versionAdvantage}
          onSwitch={() => form.setRouting(trade.version === 'v3' ? 'v2' : 'v3')}
        />
      )}
      {trade.confirm ? (
        <Suspense fallback={null}>
          <ConfirmSwapModal {...trade.confirm} />
        </Suspense>
      ) : null}
      {trade.impactPrompt ? (
        <Suspense fallback={null}>
          <PriceImpactConfirm {...trade.impactPrompt} />
        </Suspense>
      ) : null}
      {hasToken ? <TokenGuards chainId={form.chainId} {...form.tokenGuards} /> : null}
    </Card>
  )
}
