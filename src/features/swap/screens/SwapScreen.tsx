import { Trans } from '@lingui/react/macro'
import { useConnection } from 'wagmi'
import { Card } from '../../../ui/index.ts'
import { AccountSummary, ConnectWalletButton } from '../../wallet/index.ts'
import styles from './SwapScreen.module.css'

/** Placeholder of the swap screen: the swap form arrives in a later step. */
export function SwapScreen() {
  const { status } = useConnection()
  return (
    <Card className={styles.card}>
      <h1 className={styles.title}>
        <Trans>Swap</Trans>
      </h1>
      <p className={styles.note}>
        <Trans>Swapping is coming soon.</Trans>
      </p>
      {status === 'connected' ? <AccountSummary /> : <ConnectWalletButton />}
    </Card>
  )
}
