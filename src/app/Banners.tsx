import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { chainInfoOf, rpcEndpointOf } from '../chain/chains.ts'
import { useChainStatus } from '../features/chain-data/index.ts'
import {
  turnOffExpertModeForVisit,
  useExpertModeFromLink,
  useUserSettings,
} from '../features/settings/index.ts'
import {
  NETWORK_OPTIONS_MODAL,
  useConnectedAccount,
  useWalletReadsOn,
  WALLET_MODAL,
} from '../features/wallet/index.ts'
import { browserLocale, LOCALE_LABELS } from '../i18n/index.ts'
import { localStorageAvailable } from '../storage/browserStorage.ts'
import { useModal } from '../ui/index.ts'
import styles from './Banners.module.css'
import { isPathGateway } from './isPathGateway.ts'

const OPTIMISM_DOWNTIME_URL =
  'https://help.uniswap.org/en/articles/5406082-what-happens-if-the-optimistic-ethereum-network-experiences-downtime'

/** The layer-2 alpha notice with the bridge link, dismissible and remembered. */
function L2AlphaNotice() {
  const { t } = useLingui()
  const chainId = useChainStatus((s) => s.chainId)
  const acknowledged = useUserSettings((s) => s.arbitrumAlphaAcknowledged)
  const acknowledge = useUserSettings((s) => s.acknowledgeArbitrumAlpha)
  const info = chainInfoOf(chainId ?? undefined)
  if (!info?.isL2 || acknowledged) return null
  const label = info.label
  return (
    <div className={styles.banner} role="note" data-testid="l2-alpha-notice">
      <p className={styles.text}>
        <Trans>
          This is an alpha release of Uniswap on the {label} network. You must bridge L1 assets to the network
          to swap them.
        </Trans>{' '}
        {info.bridge && (
          <a href={info.bridge} target="_blank" rel="noopener noreferrer">
            <Trans>Deposit to {label}</Trans> ↗
          </a>
        )}
      </p>
      <button type="button" className={styles.dismiss} aria-label={t`Dismiss`} onClick={acknowledge}>
        ×
      </button>
    </div>
  )
}

function OptimismDowntimeNotice() {
  const chainId = useChainStatus((s) => s.chainId)
  if (!chainInfoOf(chainId ?? undefined)?.isOptimism) return null
  return (
    <div className={styles.banner} role="note">
      <p className={styles.text}>
        <Trans>
          Optimistic Ethereum will have planned downtime in the near future. Expect interruptions while the
          network upgrades.
        </Trans>{' '}
        <a href={OPTIMISM_DOWNTIME_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Read more</Trans> ↗
        </a>
      </p>
    </div>
  )
}

/**
 * Expert mode skips the swap's review: while it is on, whether a link (`?ape`, this visit only) or the user turned
 * it on, a banner says so and turns it off in one press.
 */
function ExpertModeNotice() {
  const fromLink = useExpertModeFromLink()
  const stored = useUserSettings((s) => s.userExpertMode)
  const setUserExpertMode = useUserSettings((s) => s.setUserExpertMode)
  if (!fromLink && !stored) return null
  return (
    <div className={`${styles.banner} ${styles.warning}`} role="note" data-testid="expert-mode-notice">
      <p className={styles.text}>
        {fromLink && !stored ? (
          <Trans>
            A link turned expert mode on for this visit: swaps to your own account are sent without a review.
          </Trans>
        ) : (
          <Trans>Expert mode is on: swaps to your own account are sent without a review.</Trans>
        )}
      </p>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          turnOffExpertModeForVisit()
          setUserExpertMode(false)
        }}
      >
        <Trans>Turn off</Trans>
      </button>
    </div>
  )
}

/** Shown while no new block arrives within the chain's wait. */
function ConnectivityWarning() {
  const chainId = useChainStatus((s) => s.chainId)
  const warning = useChainStatus((s) => s.chainConnectivityWarning)
  const info = chainInfoOf(chainId ?? undefined)
  if (!warning || !info) return null
  const label = info.label
  return (
    <div className={`${styles.banner} ${styles.warning}`} role="alert" data-testid="connectivity-warning">
      <p className={styles.text}>
        {info.chainId === 1 ? (
          <Trans>Network Warning: You may have lost your network connection</Trans>
        ) : (
          <Trans>{label} may be down right now, or you may have lost your network connection</Trans>
        )}
        {info.statusPage && (
          <>
            {' '}
            <a href={info.statusPage} target="_blank" rel="noopener noreferrer">
              <Trans>Check network status</Trans> ↗
            </a>
          </>
        )}
      </p>
    </div>
  )
}

// Which setting a build lacks is for whoever deploys it, not for the user: said once per chain, in the console.
const explainedChains = new Set<number>()

/**
 * The app's chain has no JSON-RPC endpoint in this build and no connected wallet on it to read through: nothing
 * can be read from it.
 */
function ChainUnavailableNotice() {
  const chainId = useChainStatus((s) => s.chainId)
  const info = chainInfoOf(chainId ?? undefined)
  const endpoint = info ? rpcEndpointOf(info.chainId) : null
  const throughWallet = useWalletReadsOn(info?.chainId)
  const reason = endpoint && !endpoint.available && !throughWallet ? endpoint.reason : null
  useEffect(() => {
    if (chainId === null || reason === null || explainedChains.has(chainId)) return
    explainedChains.add(chainId)
    console.info(reason)
  }, [chainId, reason])
  return info && reason !== null ? <ChainUnavailableBanner label={info.label} /> : null
}

/** Says so in plain words and offers the way out: the network selector, or a wallet (the app follows its chain). */
function ChainUnavailableBanner({ label }: { label: string }) {
  const connected = useConnectedAccount() !== undefined
  const networkSelector = useModal(NETWORK_OPTIONS_MODAL)
  const walletModal = useModal(WALLET_MODAL)
  const open = connected ? networkSelector : walletModal
  return (
    <div className={`${styles.banner} ${styles.warning}`} role="alert" data-testid="chain-unavailable">
      <p className={styles.text}>
        {connected ? (
          <Trans>{label} can't be reached from this app — switch network.</Trans>
        ) : (
          <Trans>{label} can't be reached from this app — connect a wallet on another network.</Trans>
        )}
      </p>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          if (!open.open) open.toggle()
        }}
      >
        {connected ? <Trans>Switch network</Trans> : <Trans>Connect a wallet</Trans>}
      </button>
    </div>
  )
}

/** Served under a shared gateway's /ipfs/ or /ipns/ path: other sites there share the app's origin. */
function PathGatewayWarning() {
  if (!isPathGateway(window.location.pathname)) return null
  return (
    <div className={`${styles.banner} ${styles.warning}`} role="alert" data-testid="path-gateway-warning">
      <p className={styles.text}>
        <Trans>
          This app is open through a shared IPFS gateway path: every site on this gateway shares its storage
          and your wallet's permission. Use the app's own domain or an IPFS subdomain gateway.
        </Trans>
      </p>
    </div>
  )
}

/** The browser refuses local storage: the app runs from memory, and nothing set now outlives the page. */
function StorageUnavailableNotice() {
  const [available] = useState(() => localStorageAvailable())
  if (available) return null
  return (
    <div className={styles.banner} role="note" data-testid="storage-unavailable">
      <p className={styles.text}>
        <Trans>
          This browser blocks storage for this site: your settings and transactions will not be kept after you
          leave.
        </Trans>
      </p>
    </div>
  )
}

/** 'Uniswap available in: …' when the browser's language is offered and another one is active. */
function LanguageLink() {
  const { i18n } = useLingui()
  const preferred = browserLocale(navigator.languages)
  if (preferred === null || preferred === i18n.locale) return null
  const language = LOCALE_LABELS[preferred]
  return (
    <p className={styles.languageLink}>
      <a href={`#/swap?lng=${preferred}`} lang={preferred}>
        <Trans>Uniswap available in: {language}</Trans>
      </a>
    </p>
  )
}

export function Banners() {
  return (
    <div className={styles.banners}>
      <PathGatewayWarning />
      <StorageUnavailableNotice />
      <ChainUnavailableNotice />
      <ConnectivityWarning />
      <ExpertModeNotice />
      <L2AlphaNotice />
      <OptimismDowntimeNotice />
      <LanguageLink />
    </div>
  )
}
