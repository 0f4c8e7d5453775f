import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { useAnalyticsPageViews, useOutboundLinkTracking } from '../features/analytics/index.ts'
import { useBlockWatcher, useChainStatus } from '../features/chain-data/index.ts'
import { TokenListsUpdater } from '../features/tokens/index.ts'
import { Popups } from '../features/transactions/index.ts'
import {
  isBlockedAddress,
  loadWalletRuntime,
  useConnection,
  useConnectionAddress,
} from '../features/wallet/index.ts'
import { Optional } from '../ui/index.ts'
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
  return tracking ? <TransactionUpdater /> : null
}

/**
 * A part the page works without, rendered from the commit after the first one. `lazy` starts loading a module
 * when it renders: the background updaters' and corners' code would otherwise be asked for during the first
 * render, ahead of the screen's own use of the network, and counted in the first load. If its code fails to
 * load, it shows nothing (the console says why) and the page stays.
 */
function Deferred({
  name,
  children,
  contained = true,
}: {
  name: string
  children: ReactNode
  /** False: an error goes on to the route's boundary (the test hooks' crash must reach the crash screen). */
  contained?: boolean
}) {
  const [committed, setCommitted] = useState(false)
  // In a transition: React renders these parts in slices (an effect's update would be one task).
  useEffect(() => startTransition(() => setCommitted(true)), [])
  if (!committed) return null
  const loaded = <Suspense fallback={null}>{children}</Suspense>
  return contained ? <Optional name={name}>{loaded}</Optional> : loaded
}

/**
 * wagmi (reconnecting a wallet authorized earlier), viem's clients and the query cache load once the first render
 * has committed: the page is usable before them. Whatever reads the chain earlier loads them itself.
 */
function useWalletRuntimeAfterFirstPaint(): void {
  useEffect(() => {
    loadWalletRuntime().catch((error: unknown) => console.error('Could not load the wallet', error))
  }, [])
}

/**
 * The shell's watchers (blocks, connectivity, URL settings, analytics, the wallet's start), in a component of
 * their own that renders nothing: a new block or a change of the connection's status renders this, not the page.
 */
function ShellWatchers() {
  const connection = useConnection()
  useShellSettingsFromUrl()
  useBlockWatcher(connection)
  useWalletRuntimeAfterFirstPaint()
  useAnalyticsPageViews(connection.chainId)
  useOutboundLinkTracking()
  return null
}

export function Layout() {
  const address = useConnectionAddress()
  // The chain the app reads: the wallet's, or the default one before a wallet is connected.
  const readChainId = useChainStatus((s) => s.chainId)
  return (
    <>
      <ShellWatchers />
      <Deferred name="Transaction tracking">
        <TransactionTracking />
      </Deferred>
      {isBlockedAddress(address) ? (
        <BlockedAddress address={address ?? ''} />
      ) : (
        <div className={styles.shell}>
          <Header />
          <Banners />
          <Deferred name="Popups">
            <Popups />
          </Deferred>
          <main className={styles.main}>
            <Outlet />
          </main>
          <Deferred name="Block status">
            <BlockStatus />
          </Deferred>
          {/* Lists refresh whenever there is a chain to read, wallet or not (spec 1 §4), on every route. */}
          <Deferred name="Token lists updater">
            {readChainId !== null ? <TokenListsUpdater chainId={readChainId} /> : null}
          </Deferred>
          {TestHooks && (
            <Deferred name="Test hooks" contained={false}>
              <TestHooks />
            </Deferred>
          )}
        </div>
      )}
    </>
  )
}
