import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import type { Address } from 'viem'
import { explorerLink } from '../../../chain/chains.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { useConnection } from '../connectionStore.ts'
import { useEnsName } from '../hooks/useEnsName.ts'
import { INJECTED_CONNECTOR_ID, LOCAL_TEST_WALLET_ID } from '../model/connectorOptions.ts'
import { canDisconnect } from '../model/networks.ts'
import { useLoadedWalletRuntime } from '../runtime.ts'
import styles from './WalletModal.module.css'

export const COPIED_CONFIRMATION_MS = 500

/** What the app shows under the connected account: the wallet feature does not know transactions. */
export type RecentTransactionsSlot = (account: { chainId: number; account: Address }) => ReactNode

function useCopied(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.error('Could not copy the address', error),
    )
  }
  return [copied, copy]
}

/**
 * The connected account: its wallet, Change and Disconnect, the address or ENS name, copy and explorer links,
 * then what the app shows below it (its recent transactions on the chain).
 */
export function AccountView({
  onChange,
  onDisconnected,
  recentTransactions,
}: {
  onChange: () => void
  onDisconnected: () => void
  recentTransactions?: RecentTransactionsSlot | undefined
}) {
  const { t } = useLingui()
  const { address, chainId, connector } = useConnection()
  const runtime = useLoadedWalletRuntime()
  const ensName = useEnsName(address, chainId)
  const [copied, copy] = useCopied()
  if (!address || !connector) return null
  const name = connector.id === INJECTED_CONNECTOR_ID ? t`Injected` : connector.name
  const explorer = chainId === undefined ? undefined : explorerLink(chainId, address, 'address')
  return (
    <>
      <div className={styles.panel}>
        <div className={styles.accountRow}>
          <span className={styles.muted}>
            <Trans>Connected with {name}</Trans>
          </span>
          {canDisconnect(connector, LOCAL_TEST_WALLET_ID) && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                // The view unmounts as soon as the wallet is gone, so the modal closes here, not on success.
                runtime
                  .disconnect(connector)
                  .catch((error: unknown) => console.error('Could not disconnect the wallet', error))
                onDisconnected()
              }}
            >
              <Trans>Disconnect</Trans>
            </button>
          )}
          <button type="button" className={styles.action} onClick={onChange}>
            <Trans>Change</Trans>
          </button>
        </div>
        <p className={styles.address} data-testid="wallet-account" title={address}>
          {ensName ?? shortenAddress(address)}
        </p>
        <div className={styles.accountRow}>
          <button type="button" className={styles.link} onClick={() => copy(address)}>
            {copied ? <Trans>Copied</Trans> : <Trans>Copy Address</Trans>}
          </button>
          {explorer && (
            <a className={styles.link} href={explorer} target="_blank" rel="noopener noreferrer">
              <Trans>View on Explorer</Trans>
            </a>
          )}
        </div>
      </div>
      {chainId !== undefined && recentTransactions?.({ chainId, account: address })}
    </>
  )
}
