import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Popover, useModal } from '../../../ui/index.ts'
import styles from './PoolOverviewMenu.module.css'

export const POOL_OVERVIEW_MENU = 'poolOverviewOptions'
export const LEARN_URL = 'https://docs.uniswap.org/'

/** The overview's More menu: Create a pool, Migrate and V2 liquidity (not on layer 2, which has no v2), Learn. */
export function PoolOverviewMenu({ showV2 }: { showV2: boolean }) {
  const { t } = useLingui()
  const { open, toggle, close } = useModal(POOL_OVERVIEW_MENU)
  return (
    <div className={styles.wrapper}>
      <button type="button" className={styles.trigger} aria-expanded={open} onClick={toggle}>
        <Trans>More</Trans> ▾
      </button>
      {open && (
        <Popover label={t`More`} onClose={close}>
          <Link className={styles.item} to="/add/ETH" onClick={close}>
            <Trans>Create a pool</Trans>
          </Link>
          {showV2 ? (
            <>
              <Link className={styles.item} to="/migrate/v2" onClick={close}>
                <Trans>Migrate</Trans>
              </Link>
              <Link className={styles.item} to="/pool/v2" onClick={close}>
                <Trans>V2 liquidity</Trans>
              </Link>
            </>
          ) : null}
          <a className={styles.item} href={LEARN_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Learn</Trans> ↗
          </a>
        </Popover>
      )}
    </div>
  )
}
