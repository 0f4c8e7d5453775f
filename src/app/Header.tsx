import { Trans, useLingui } from '@lingui/react/macro'
import { Link, NavLink, useLocation } from 'react-router'
import { chainInfoOf } from '../chain/chains.ts'
import { useChainStatus } from '../features/chain-data/index.ts'
import { ClaimHeader } from '../features/claim/index.ts'
import { AccountTransactions, usePendingCount } from '../features/transactions/index.ts'
import { NetworkSelector, useConnectionAddress, WalletButton } from '../features/wallet/index.ts'
import styles from './Header.module.css'
import { Menu } from './Menu.tsx'
import { isPoolPath, showVoteLink } from './nav.ts'

const DEFAULT_INFO_LINK = 'https://info.uniswap.org/#/'

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink

export function Header() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const chainId = useChainStatus((s) => s.chainId)
  const address = useConnectionAddress()
  const pendingCount = usePendingCount(chainId, address)
  const chain = chainInfoOf(chainId ?? undefined)
  const infoLink = chain?.infoLink ?? DEFAULT_INFO_LINK
  return (
    <header className={styles.header}>
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
        <NavLink to="/pool" className={() => navClass({ isActive: isPoolPath(pathname) })}>
          <Trans>Pool</Trans>
        </NavLink>
        {showVoteLink(chain) && (
          <NavLink to="/vote" className={navClass}>
            <Trans>Vote</Trans>
          </NavLink>
        )}
        <a className={styles.navLink} href={infoLink} target="_blank" rel="noopener noreferrer">
          <Trans>Charts</Trans> <span aria-hidden="true">↗</span>
        </a>
      </nav>
      <div className={styles.controls}>
        <ClaimHeader />
        <NetworkSelector />
        <WalletButton pendingCount={pendingCount} recentTransactions={AccountTransactions} />
        <Menu />
      </div>
    </header>
  )
}
