import { useLingui } from '@lingui/react/macro'
import { useConnection } from 'wagmi'
import { Card } from '../../../ui/index.ts'
import { AccountSummary, ConnectWalletButton } from '../../wallet/index.ts'
import { CurrencyField } from '../components/CurrencyField.tsx'
import { SwapHeader } from '../components/SwapHeader.tsx'
import { useCurrencySelection } from '../components/useCurrencySelection.ts'
import styles from './SwapScreen.module.css'

/** The swap route: the From and To currencies (amounts, routing and the swap button come later). */
export function SwapScreen() {
  const { t } = useLingui()
  const { status, address } = useConnection()
  const selection = useCurrencySelection()
  return (
    <Card className={styles.card}>
      <SwapHeader />
      <CurrencyField
        field="from"
        label={t`From`}
        chainId={selection.chainId}
        account={address}
        currency={selection.input}
        onSelect={(currency) => selection.select('INPUT', currency)}
      />
      <CurrencyField
        field="to"
        label={t`To`}
        chainId={selection.chainId}
        account={address}
        currency={selection.output}
        onSelect={(currency) => selection.select('OUTPUT', currency)}
      />
      {status === 'connected' ? <AccountSummary /> : <ConnectWalletButton />}
    </Card>
  )
}
