import { useLingui } from '@lingui/react/macro'
import type { PositionMetadata } from '../model/tokenUri.ts'
import styles from './PositionImage.module.css'

/**
 * The position NFT's picture: only ever an <img> of the data URI decodeTokenUri kept (an <img> runs no
 * script, and the SVG is never put into the page), and nothing when there is none.
 */
export function PositionImage({ metadata }: { metadata: PositionMetadata | null }) {
  const { t } = useLingui()
  if (!metadata?.image) return null
  return (
    <img
      className={styles.image}
      src={metadata.image}
      alt={metadata.name || t`Position NFT`}
      data-testid="position-image"
      referrerPolicy="no-referrer"
    />
  )
}
