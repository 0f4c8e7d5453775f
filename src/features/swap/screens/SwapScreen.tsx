import { Trans } from '@lingui/react/macro'
import { useConnection } from 'wagmi'
import { Card } from '../../../ui/index.ts'
import { AccountSummary, ConnectWalletButton } from '../../wallet/index.ts'
import styles from './SwapScreen.module.css'

/** The swap route as the foundation step leaves it: the connected account and its balance. */
export function SwapScreen() {
  const { status } = useConnection()
  return (
    <Card className={styles.card}>
      <h1 className={styles.title}>
        <Trans>Swap</Trans>
      </h1>
      {status === 'connected' ? <AccountSummary /> : <ConnectWalletButton />}
    </Card>
  )
}
