import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Connector, CreateConnectorFn } from 'wagmi'
import { useChainId } from '../connectionStore.ts'
import { loadFortmatic } from '../connectors/loadFortmatic.ts'
import { loadCoinbaseWallet, loadWalletConnect } from '../connectors/sdkConnectors.ts'
import { useConnectors } from '../hooks/useConnectors.ts'
import { isMobileUserAgent } from '../model/activation.ts'
import { connectorOptions, INJECTED_CONNECTOR_ID } from '../model/connectorOptions.ts'
import {
  disabledReasonLog,
  type LinkOption,
  type SdkOption,
  type SdkWalletId,
  sdkOptions,
} from '../model/sdkOptions.ts'
import { walletSettings } from '../settings.ts'
import styles from './WalletModal.module.css'

/** What a wallet may need to tell the modal while it connects. */
export type ActivationEvents = {
  /** The wallet's own overlay is ready (Fortmatic): the modal closes so that the overlay can be used. */
  overlayReady: () => void
}

/** A wallet the user picked: its name for the pending view and how to get its connector (maybe lazily). */
export type Activation = {
  name: string
  load: (events: ActivationEvents) => Promise<Connector | CreateConnectorFn>
}

type InjectedGlobal = { ethereum?: { isMetaMask?: boolean } | null }

function injectedProvider(): InjectedGlobal['ethereum'] {
  return (window as Window & InjectedGlobal).ethereum ?? null
}

const SDK_NAMES: Record<SdkWalletId, string> = {
  walletConnect: 'WalletConnect',
  coinbaseWallet: 'Coinbase Wallet',
  fortmatic: 'Fortmatic',
  portis: 'Portis',
}

function useSdkText() {
  const { t } = useLingui()
  return {
    description: (id: SdkWalletId) =>
      ({
        walletConnect: t`Connect to Trust Wallet, Rainbow Wallet and more...`,
        coinbaseWallet: t`Use Coinbase Wallet app on mobile device`,
        fortmatic: t`Login using Fortmatic hosted wallet`,
        portis: t`Login using Portis hosted wallet`,
      })[id],
    disabled: (name: string) => t`${name} is not available here`,
  }
}

// Said once per page load, not on every render of the modal.
const explained = new Set<SdkWalletId>()

/** Tells the console which build setting (or SDK) each disabled wallet lacks. */
function useExplainDisabled(options: readonly (SdkOption | LinkOption)[]): void {
  useEffect(() => {
    for (const option of options) {
      if (option.kind !== 'sdk' || option.disabled === null || explained.has(option.id)) continue
      explained.add(option.id)
      console.info(disabledReasonLog(SDK_NAMES[option.id], option.disabled))
    }
  }, [options])
}

/** How to load the picked wallet's connector; `chainId` is the app's current chain (Fortmatic opens on it). */
function sdkLoader(id: SdkWalletId, chainId: number): Activation['load'] | null {
  const projectId = walletSettings.walletConnectProjectId
  const fortmaticKey = walletSettings.fortmaticKey
  if (id === 'walletConnect' && projectId) return () => loadWalletConnect(projectId)
  if (id === 'coinbaseWallet') return loadCoinbaseWallet
  if (id === 'fortmatic' && fortmaticKey)
    return (events) => loadFortmatic({ apiKey: fortmaticKey, chainId, onOverlayReady: events.overlayReady })
  return null
}

/** The wallets to pick from, the links for the ones that are not here, and the terms. */
export function WalletOptions({ onPick }: { onPick: (activation: Activation) => void }) {
  const { t } = useLingui()
  const connectors = useConnectors()
  const chainId = useChainId()
  const text = useSdkText()
  const ethereum = injectedProvider()
  const { options, showInstallLink } = connectorOptions(connectors, ethereum !== null)
  const byId = new Map(connectors.map((c) => [c.id, c]))
  const extra = sdkOptions(walletSettings, {
    mobile: isMobileUserAgent(navigator.userAgent),
    hasInjectedWallet: !showInstallLink,
  })
  useExplainDisabled(extra)
  const nameOf = (option: { id: string; name: string }) =>
    option.id === INJECTED_CONNECTOR_ID ? (ethereum?.isMetaMask ? 'MetaMask' : t`Injected`) : option.name

  return (
    <>
      <ul className={styles.options} aria-label={t`Wallets`}>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              onClick={() => {
                const connector = byId.get(option.id)
                if (connector) onPick({ name: nameOf(option), load: () => Promise.resolve(connector) })
              }}
            >
              <span>{nameOf(option)}</span>
              {option.icon ? (
                <img className={styles.icon} src={option.icon} alt="" width={24} height={24} />
              ) : (
                <span className={styles.iconPlaceholder} aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
        {extra.map((option) => {
          if (option.kind === 'link') {
            return (
              <li key={option.id}>
                <a className={styles.option} href={option.href} target="_blank" rel="noopener noreferrer">
                  {option.id === 'installMetaMask' ? (
                    <Trans>Install MetaMask</Trans>
                  ) : (
                    <Trans>Open in Coinbase Wallet</Trans>
                  )}
                </a>
              </li>
            )
          }
          const load = option.disabled ? null : sdkLoader(option.id, chainId)
          const name = SDK_NAMES[option.id]
          return (
            <li key={option.id}>
              <button
                type="button"
                className={styles.option}
                disabled={load === null}
                onClick={() => {
                  if (load) onPick({ name, load })
                }}
              >
                <span className={styles.optionText}>
                  <span>{name}</span>
                  <span className={styles.description}>
                    {option.disabled ? text.disabled(name) : text.description(option.id)}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <p className={styles.footer}>
        <Trans>
          By connecting a wallet, you agree to Uniswap Labs’{' '}
          <a href="https://uniswap.org/terms-of-service/" target="_blank" rel="noopener noreferrer">
            Terms of Service
          </a>{' '}
          and acknowledge that you have read and understand the Uniswap{' '}
          <a href="https://uniswap.org/disclaimer/" target="_blank" rel="noopener noreferrer">
            Protocol Disclaimer
          </a>
          .
        </Trans>
      </p>
    </>
  )
}
