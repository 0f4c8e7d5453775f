import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { useConnection } from 'wagmi'
import { useAnalyticsPageViews, useOutboundLinkTracking } from '../features/analytics/index.ts'
import { useBlockWatcher, useChainStatus } from '../features/chain-data/index.ts'
import { TokenListsUpdater } from '../features/tokens/index.ts'
import { Popups } from '../features/transactions/index.ts'
import { isBlockedAddress, useWalletAutoConnect } from '../features/wallet/index.ts'
import { Banners } from './Banners.tsx'
import { BlockedAddress } from './BlockedAddress.tsx'
import { Header } from './Header.tsx'
import styles from './Layout.module.css'
import { useShellSettingsFromUrl } from './useTheme.ts'

// Compiled into test builds only: the mode check removes the import from every other build.
const TestHooks =
  import.meta.env.MODE === 'test'
    ? lazy(() => import('./TestHooks.tsx').then((m) => ({ default: m.TestHooks })))
    : null

// Shown only once a block is known (its reads load after the first render anyway), in a fixed corner: loaded
// after the first commit, out of the first load.
const BlockStatus = lazy(() => import('./BlockStatus.tsx').then((m) => ({ default: m.BlockStatus })))

// Transactions are tracked on the wallet's chain: the tracker (with viem's public actions) loads when a chain is
// first known and then stays, like the hook it wraps.
const TransactionUpdater = lazy(() =>
  import('./TransactionUpdater.tsx').then((m) => ({ default: m.TransactionUpdater })),
)

function TransactionTracking() {
  const chainKnown = useChainStatus((s) => s.chainId !== null)
  const [tracking, setTracking] = useState(false)
  if (chainKnown && !tracking) setTracking(true)
  return tracking ? (
    <Suspense fallback={null}>
      <TransactionUpdater />
    </Suspense>
  ) : null
}

/**
 * Its children from the commit after the first one. `lazy` starts loading a module when it renders: the
 * background updaters' code would otherwise be asked for during the first render, ahead of the screen's own
 * use of the network, and counted in the first load.
 */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [committed, setCommitted] = useState(false)
  useEffect(() => setCommitted(true), [])
  return committed ? children : null
}

export function Layout() {
  const { address, chainId } = useConnection()
  // The chain the app reads: the wallet's, or the default one before a wallet is connected.
  const readChainId = useChainStatus((s) => s.chainId)
  useShellSettingsFromUrl()
  useBlockWatcher()
  useWalletAutoConnect()
  useAnalyticsPageViews(chainId)
  useOutboundLinkTracking()
  return (
    <>
      <AfterFirstCommit>
        <TransactionTracking />
      </AfterFirstCommit>
      {isBlockedAddress(address) ? (
        <BlockedAddress address={address ?? ''} />
      ) : (
        <div className={styles.shell}>
          <Header />
          <Banners />
          <AfterFirstCommit>
            <Popups />
          </AfterFirstCommit>
          <main className={styles.main}>
            <Outlet />
          </main>
          <AfterFirstCommit>
            <Suspense fallback={null}>
              <BlockStatus />
            </Suspense>
          </AfterFirstCommit>
          {/* Lists refresh whenever there is a chain to read, wallet or not (spec 1 §4), on every route. */}
          <AfterFirstCommit>
            {readChainId !== null ? <TokenListsUpdater chainId={readChainId} /> : null}
          </AfterFirstCommit>
          {TestHooks && (
            <AfterFirstCommit>
              <Suspense fallback={null}>
                <TestHooks />
              </Suspense>
            </AfterFirstCommit>
          )}
        </div>
      )}
    </>
  )
}
