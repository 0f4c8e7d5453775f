import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Connector, CreateConnectorFn } from 'wagmi'
import { isSupportedChainId } from '../../../chain/chains.ts'
import { isUserRejection } from '../../../chain/errors.ts'
import { Modal } from '../../../ui/index.ts'
import { useConnection } from '../connectionStore.ts'
import { shouldRetryActivation } from '../model/activation.ts'
import { activationErrorMessage } from '../model/fortmaticNetworks.ts'
import { useLoadedWalletRuntime } from '../runtime.ts'
import { useWalletState } from '../store.ts'
import { AccountView, type RecentTransactionsSlot } from './AccountView.tsx'
import styles from './WalletModal.module.css'
import { type Activation, WalletOptions } from './WalletOptions.tsx'

type View =
  | { kind: 'account' }
  | { kind: 'options' }
  | { kind: 'pending'; activation: Activation; failed: boolean; message?: string | null; rejected?: boolean }

/** Wallet modal: the account view when connected, else the wallet options; a pending view while connecting. */
export function WalletModal({
  onClose,
  recentTransactions,
}: {
  onClose: () => void
  recentTransactions?: RecentTransactionsSlot | undefined
}) {
  const { t } = useLingui()
  const connection = useConnection()
  const runtime = useLoadedWalletRuntime()
  const walletError = useWalletState((s) => s.walletError)
  const setWalletError = useWalletState((s) => s.setWalletError)
  const [view, setView] = useState<View>(
    connection.status === 'connected' ? { kind: 'account' } : { kind: 'options' },
  )
  // A wallet authorized earlier that reconnects while the options are open (the page has just loaded): its
  // account, as if the modal had opened a moment later. Only on the change, so 'Change' keeps the options.
  const [seenStatus, setSeenStatus] = useState(connection.status)
  if (connection.status !== seenStatus) {
    setSeenStatus(connection.status)
    if (connection.status === 'connected' && view.kind === 'options') setView({ kind: 'account' })
  }

  const activate = async (activation: Activation) => {
    setView({ kind: 'pending', activation, failed: false })
    for (let attempt = 0; ; attempt += 1) {
      try {
        const connector: Connector | CreateConnectorFn = await activation.load({ overlayReady: onClose })
        // One wallet at a time: changing wallets ends the current connection first.
        const current = connection.connector
        if (current && (typeof connector === 'function' || current.uid !== connector.uid))
          await runtime.disconnect(current)
        await runtime.connect(connector)
        setWalletError(false)
        setView({ kind: 'account' })
        return
      } catch (error) {
        if (shouldRetryActivation(error, attempt)) continue
        console.error('Wallet activation failed', error)
        if (!isUserRejection(error)) setWalletError(true)
        setView({
          kind: 'pending',
          activation,
          failed: true,
          message: activationErrorMessage(error),
          rejected: isUserRejection(error),
        })
        return
      }
    }
  }

  const connected = connection.status === 'connected'
  let title = t`Connect to a wallet`
  let body: React.ReactNode
  if (view.kind === 'pending') {
    body = (
      <div className={styles.panel} data-testid="wallet-pending">
        <p className={styles.muted}>{view.activation.name}</p>
        {view.failed ? (
          <>
            <p className={styles.error}>
              <Trans>Error connecting</Trans>
            </p>
            {/* A wallet's own reason when we know it; a user's refusal needs no more words. */}
            {view.message ? (
              <p className={styles.error}>{view.message}</p>
            ) : view.rejected ? null : (
              <p className={styles.error}>
                <Trans>
                  Oops! An unknown error occurred. Please refresh the page, or visit from another browser or
                  device.
                </Trans>
              </p>
            )}
            <div className={styles.row}>
              <button type="button" className={styles.action} onClick={() => void activate(view.activation)}>
                <Trans>Try Again</Trans>
              </button>
              <button type="button" className={styles.action} onClick={() => setView({ kind: 'options' })}>
                <Trans>Back</Trans>
              </button>
            </div>
          </>
        ) : (
          <p>
            <Trans>Initializing...</Trans>
          </p>
        )}
      </div>
    )
  } else if (view.kind === 'account' && connected && !isSupportedChainId(connection.chainId)) {
    title = t`Wrong Network`
    body = (
      <div className={styles.panel}>
        <p>
          <Trans>Please connect to the appropriate Ethereum network.</Trans>
        </p>
        <button type="button" className={styles.action} onClick={() => setView({ kind: 'options' })}>
          <Trans>Change</Trans>
        </button>
      </div>
    )
  } else if (view.kind === 'account' && connected) {
    title = t`Account`
    body = (
      <AccountView
        onChange={() => setView({ kind: 'options' })}
        onDisconnected={onClose}
        recentTransactions={recentTransactions}
      />
    )
  } else {
    if (walletError) title = t`Error connecting`
    body = (
      <>
        {walletError && (
          <p className={styles.error}>
            <Trans>Error connecting. Try refreshing the page.</Trans>
          </p>
        )}
        <WalletOptions onPick={(activation) => void activate(activation)} />
      </>
    )
  }

  return (
    <Modal title={title} closeLabel={t`Close`} onClose={onClose}>
      {body}
    </Modal>
  )
}
