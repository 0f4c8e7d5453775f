import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Card } from '../../../ui/index.ts'
import { AccountSummary } from '../../wallet/index.ts'
import { CurrencyField } from '../components/CurrencyField.tsx'
import { SwapButton } from '../components/SwapButton.tsx'
import { SwapHeader } from '../components/SwapHeader.tsx'
import { useSwapForm } from '../hooks/useSwapForm.ts'
import styles from './SwapScreen.module.css'

const ListTokenResolver = lazy(() =>
  import('../components/ListTokenResolver.tsx').then((m) => ({ default: m.ListTokenResolver })),
)

/** The swap route: From and To amounts and currencies, the switch control, and wrap or the swap button. */
export function SwapScreen() {
  const { t } = useLingui()
  const form = useSwapForm()
  const common = { chainId: form.chainId, account: form.account }
  return (
    <Card className={styles.card}>
      <SwapHeader />
      <CurrencyField field="from" {...common} {...form.from} />
      <button
        type="button"
        className={styles.switch}
        aria-label={t`Switch input and output`}
        data-testid="switch-currencies"
        onClick={form.onSwitch}
      >
        ↓
      </button>
      <CurrencyField field="to" {...common} {...form.to} />
      <SwapButton state={form.button} failure={form.failure} />
      <AccountSummary />
      {form.urlTokens.addresses.length > 0 ? (
        <Suspense fallback={null}>
          <ListTokenResolver chainId={form.chainId} {...form.urlTokens} />
        </Suspense>
      ) : null}
    </Card>
  )
}
