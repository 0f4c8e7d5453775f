import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useConnection } from 'wagmi'
import { isSupportedChainId } from '../../../chain/chains.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { useWalletModal } from '../store.ts'
import styles from './WalletButton.module.css'

const WalletModal = lazy(() => import('./WalletModal.tsx').then((m) => ({ default: m.WalletModal })))

/** The header's wallet status: connect prompt, shortened address or wrong network; opens the wallet modal. */
export function WalletButton() {
  const { address, chainId, status } = useConnection()
  const open = useWalletModal((s) => s.open)
  const toggle = useWalletModal((s) => s.toggle)
  const setOpen = useWalletModal((s) => s.setOpen)

  let label = <Trans>Connect to a wallet</Trans>
  let variant: 'soft' | 'outline' = 'soft'
  let className = styles.status
  if (status === 'connected' && address) {
    variant = 'outline'
    if (isSupportedChainId(chainId)) {
      label = <span className={styles.address}>{shortenAddress(address)}</span>
    } else {
      label = <Trans>Wrong Network</Trans>
      className = `${styles.status} ${styles.wrongNetwork}`
    }
  }

  return (
    <>
      <Button variant={variant} className={className} onClick={toggle} data-testid="web3-status">
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WalletModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
