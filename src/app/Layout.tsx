import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { useConnection } from 'wagmi'
import { TokenListsUpdater } from '../features/tokens/index.ts'
import { useTransactionUpdater } from '../features/transactions/index.ts'
import { isBlockedAddress, useBlockWatcher, useWalletAutoConnect } from '../features/wallet/index.ts'
import { Banners } from './Banners.tsx'
import { BlockedAddress } from './BlockedAddress.tsx'
import { BlockStatus } from './BlockStatus.tsx'
import { Header } from './Header.tsx'
import styles from './Layout.module.css'
import { Popups } from './Popups.tsx'
import { useShellSettingsFromUrl } from './useTheme.ts'

// Compiled into test builds only: the mode check removes the import from every other build.
const TestHooks =
  import.meta.env.MODE === 'test'
    ? lazy(() => import('./TestHooks.tsx').then((m) => ({ default: m.TestHooks })))
    : null

export function Layout() {
  const { address, chainId, status } = useConnection()
  useShellSettingsFromUrl()
  useBlockWatcher()
  useWalletAutoConnect()
  useTransactionUpdater()
  if (isBlockedAddress(address)) return <BlockedAddress address={address ?? ''} />
  return (
    <div className={styles.shell}>
      <Header />
      <Banners />
      <Popups />
      <main className={styles.main}>
        <Outlet />
      </main>
      <BlockStatus />
      {/* Lists refresh while a wallet provider is connected (spec 1 §4), on every route. */}
      {status === 'connected' ? <TokenListsUpdater chainId={chainId} /> : null}
      {TestHooks && (
        <Suspense fallback={null}>
          <TestHooks />
        </Suspense>
      )}
    </div>
  )
}
