import { Trans } from '@lingui/react/macro'
import { shortenAddress } from '../../../lib/format.ts'
import styles from './OwnerLink.module.css'

/** What someone who may not manage the position sees: who owns it, linked to the explorer where there is one. */
export function OwnerLink({
  owner,
  ensName,
  href,
}: {
  owner: string
  ensName: string | null
  href: string | undefined
}) {
  const name = ensName ?? shortenAddress(owner)
  return (
    <p className={styles.owner} data-testid="position-owner">
      <Trans>Owner</Trans>{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" title={owner}>
          {name} ↗
        </a>
      ) : (
        <span title={owner}>{name}</span>
      )}
    </p>
  )
}
