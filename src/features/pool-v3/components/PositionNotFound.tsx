import { Trans } from '@lingui/react/macro'
import { Card } from '../../../ui/index.ts'
import styles from './PositionNotFound.module.css'

/** A position id the position manager does not know on this chain (never minted, burned, another chain's). */
export function PositionNotFound({ tokenId }: { tokenId: bigint }) {
  return (
    <Card className={styles.card} data-testid="position-not-found">
      <h1 className={styles.title}>
        <Trans>Position not found</Trans>
      </h1>
      <p>
        <Trans>No position #{tokenId.toString()} exists on this network.</Trans>
      </p>
    </Card>
  )
}
