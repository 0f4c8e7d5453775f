import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { isSupportedChainId } from '../../../chain/chains.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { Button, Optional, useModal } from '../../../ui/index.ts'
import { useConnection } from '../connectionStore.ts'
import { useEnsName } from '../hooks/useEnsName.ts'
import { useWalletState, WALLET_MODAL } from '../store.ts'
import type { RecentTransactionsSlot } from './AccountView.tsx'
import styles from './WalletButton.module.css'

const WalletModal = lazy(() => import('./WalletModal.tsx').then((m) => ({ default: m.WalletModal })))

export const CONNECTING_SPINNER_DELAY_MS = 600

/** True once `active` has stayed true for `delayMs`. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return shown
}

export type WalletButtonProps = {
  /** Transactions without a receipt (the transactions store provides it). */
  pendingCount?: number
  /** Shown under the connected account in the wallet modal. */
  recentTransactions?: RecentTransactionsSlot | undefined
}

/** The header's wallet status: account or ENS name, wrong network, error or the connect prompt. */
export function WalletButton({ pendingCount = 0, recentTransactions }: WalletButtonProps) {
  const { t } = useLingui()
  const { address, chainId, status } = useConnection()
  const walletError = useWalletState((s) => s.walletError)
  const modal = useModal(WALLET_MODAL)
  const ensName = useEnsName(status === 'connected' ? address : undefined, chainId)
  const connecting = status === 'connecting' || status === 'reconnecting'
  const showSpinner = useDelayedFlag(connecting, CONNECTING_SPINNER_DELAY_MS)

  let label = <Trans>Connect to a wallet</Trans>
  let className = styles.status
  let title: string | undefined
  if (status === 'connected' && address) {
    if (!isSupportedChainId(chainId)) {
      label = <Trans>Wrong Network</Trans>
      className = `${styles.status} ${styles.wrongNetwork}`
      title = t`Please connect to the appropriate Ethereum network.`
    } else if (pendingCount > 0) {
      label = <Trans>{pendingCount} Pending</Trans>
      className = `${styles.status} ${styles.pending}`
    } else {
      label = <span className={styles.address}>{ensName ?? shortenAddress(address)}</span>
    }
  } else if (walletError && !connecting) {
    label = <Trans>Error</Trans>
    className = `${styles.status} ${styles.wrongNetwork}`
  }

  return (
    <>
      <Button
        variant={status === 'connected' ? 'outline' : 'soft'}
        className={className}
        onClick={modal.toggle}
        title={title}
        data-testid="web3-status"
      >
        {label}
        {showSpinner && <span className={styles.spinner} role="status" aria-label={t`Connecting`} />}
      </Button>
      {/* Its code and the wallet runtime load when it opens: if they cannot, it says so in the console and the
          page stays (the next opening tries again). */}
      {modal.open && (
        <Optional name="The wallet">
          <Suspense fallback={null}>
            <WalletModal onClose={modal.close} recentTransactions={recentTransactions} />
          </Suspense>
        </Optional>
      )}
    </>
  )
}
