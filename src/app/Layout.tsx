import { Trans, useLingui } from '@lingui/react/macro'
import { Link, NavLink, Outlet } from 'react-router'
import { WalletButton } from '../features/wallet/index.ts'
import styles from './Layout.module.css'

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink

export function Layout() {
  const { t } = useLingui()
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label={t`Home`}>
            <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
              <circle cx="14" cy="14" r="12" fill="currentColor" />
              <path d="M9 15l5-7 5 7-5 5z" fill="#ffffff" />
            </svg>
          </Link>
          <nav className={styles.nav} aria-label={t`Main`}>
            <NavLink to="/swap" className={navClass}>
              <Trans>Swap</Trans>
            </NavLink>
          </nav>
        </div>
        <WalletButton />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
