import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './PositionControls.module.css'

/**
 * What the owner or an approved operator may do: Increase Liquidity, Remove Liquidity (not on a closed
 * position) and the collect control the page passes in.
 */
export function PositionControls({
  increasePath,
  removePath,
  collect,
}: {
  increasePath: string
  /** Null on a closed position: there is nothing to remove. */
  removePath: string | null
  collect: ReactNode
}) {
  return (
    <div className={styles.controls} data-testid="position-controls">
      <Link className={styles.link} to={increasePath}>
        <Trans>Increase Liquidity</Trans>
      </Link>
      {removePath ? (
        <Link className={styles.link} to={removePath}>
          <Trans>Remove Liquidity</Trans>
        </Link>
      ) : null}
      {collect}
    </div>
  )
}
