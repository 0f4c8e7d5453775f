import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { type Connector, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'
import { isSupportedChainId } from '../../../chain/chains.ts'
import { Button, Modal } from '../../../ui/index.ts'
import { connectorOptions, INJECTED_CONNECTOR_ID } from '../model/connectorOptions.ts'
import styles from './WalletModal.module.css'

const INSTALL_URL = 'https://metamask.io/'

function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && (window as Window & { ethereum?: unknown }).ethereum != null
}

/** Wallets name themselves; the plain window.ethereum option gets a translated name. */
function useConnectorName() {
  const { t } = useLingui()
  return ({ id, name }: { id: string; name: string }) => (id === INJECTED_CONNECTOR_ID ? t`Injected` : name)
}

/** Wallet modal: account view when connected, else the wallet options, a pending view and an error view. */
export function WalletModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const [changing, setChanging] = useState(false)
  const connectorName = useConnectorName()

  const start = (connector: Connector) => connect.mutate({ connector }, { onSuccess: onClose })
  const pendingConnector = connect.variables?.connector
  const pendingName =
    pendingConnector === undefined || typeof pendingConnector === 'function'
      ? ''
      : connectorName(pendingConnector)

  let title = t`Connect to a wallet`
  let body: ReactNode
  if (connect.status === 'pending') {
    body = (
      <div className={styles.panel} data-testid="wallet-pending">
        <p className={styles.muted}>{pendingName}</p>
        <p>
          <Trans>Initializing...</Trans>
        </p>
      </div>
    )
  } else if (connect.status === 'error') {
    body = (
      <div className={styles.panel} data-testid="wallet-error">
        <p className={styles.error}>
          <Trans>Error connecting</Trans>
        </p>
        <div className={styles.row}>
          <Button
            variant="primary"
            onClick={() => {
              if (connect.variables) connect.mutate(connect.variables, { onSuccess: onClose })
            }}
          >
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="outline" onClick={() => connect.reset()}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </div>
    )
  } else if (connection.status === 'connected' && !changing) {
    title = t`Account`
    body = <AccountView onChange={() => setChanging(true)} onDisconnected={onClose} />
  } else {
    const { options, showInstallLink } = connectorOptions(connectors, hasInjectedProvider())
    const byId = new Map(connectors.map((c) => [c.id, c]))
    body = (
      <>
        <ul className={styles.options} aria-label={t`Wallets`}>
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className={styles.option}
                onClick={() => {
                  const connector = byId.get(option.id)
                  if (connector) start(connector)
                }}
              >
                <span>{connectorName(option)}</span>
                {option.icon ? (
                  <img className={styles.icon} src={option.icon} alt="" width={24} height={24} />
                ) : (
                  <span className={styles.iconPlaceholder} aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
          {showInstallLink && (
            <li>
              <a className={styles.option} href={INSTALL_URL} target="_blank" rel="noopener noreferrer">
                <Trans>Install MetaMask</Trans>
              </a>
            </li>
          )}
        </ul>
        <p className={styles.footer}>
          <Trans>New to Ethereum? A wallet keeps your keys; this app never sees them.</Trans>
        </p>
      </>
    )
  }

  return (
    <Modal title={title} closeLabel={t`Close`} onClose={onClose}>
      {body}
    </Modal>
  )
}

function AccountView({ onChange, onDisconnected }: { onChange: () => void; onDisconnected: () => void }) {
  const { address, chainId, connector } = useConnection()
  const disconnect = useDisconnect()
  const connectorName = useConnectorName()
  if (!address || !connector) return null
  const name = connectorName(connector)
  // As in the spec, injected wallets are disconnected from the wallet itself, not from here.
  const canDisconnect = connector.type !== 'injected'
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        <Trans>Connected with {name}</Trans>
      </p>
      <p className={styles.address} data-testid="wallet-account">
        {address}
      </p>
      {!isSupportedChainId(chainId) && (
        <p className={styles.error}>
          <Trans>Please connect to the appropriate Ethereum network.</Trans>
        </p>
      )}
      <div className={styles.row}>
        <Button variant="outline" onClick={onChange}>
          <Trans>Change</Trans>
        </Button>
        {canDisconnect && (
          <Button
            variant="outline"
            onClick={() => disconnect.mutate({ connector }, { onSuccess: onDisconnected })}
          >
            <Trans>Disconnect</Trans>
          </Button>
        )}
      </div>
    </div>
  )
}
