import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Card } from '../../../ui/index.ts'
import { CurrencyInputPanel, TokenGuards } from '../../tokens/index.ts'
import { SwapHeader } from '../components/SwapHeader.tsx'
import { TradeSection } from '../components/TradeSection.tsx'
import { useFocusAfterSent } from '../hooks/useFocusAfterSent.ts'
import { useSettingsChips } from '../hooks/useSettingsChips.ts'
import { useSwapForm } from '../hooks/useSwapForm.ts'
import styles from './SwapScreen.module.css'

/** The swap route: From and To amounts and currencies, the switch control, the trade, and its action. */
export function SwapScreen() {
  const { t } = useLingui()
  const form = useSwapForm()
  const chips = useSettingsChips(form.chainId)
  const fromRef = useRef<HTMLDivElement>(null)
  useFocusAfterSent(form.sentCount, fromRef)
  const common = { chainId: form.chainId, account: form.account }
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
      {/* Mounted in wrap mode too: a confirm dialog open when the pair or the chain turns the form into a wrap
          (a wallet moving to a chain without a wrapped native coin) stays, with its error, instead of vanishing. */}
      <TradeSection
        params={form.tradeParams}
        tradeClassName={styles.trade}
        wrapButton={form.button}
        failure={form.failure}
        recipient={form.recipient}
        pair={{ input: form.from.selection.currency, output: form.to.selection.currency }}
        setRouting={form.setRouting}
      />
      {hasToken ? <TokenGuards chainId={form.chainId} {...form.tokenGuards} /> : null}
    </Card>
  )
}
