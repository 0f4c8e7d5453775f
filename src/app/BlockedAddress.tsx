import { Trans } from '@lingui/react/macro'
import styles from './RouteError.module.css'

/** Replaces the whole app for a blocked account. */
export function BlockedAddress({ address }: { address: string }) {
  return (
    <section className={styles.crash} role="alert" data-testid="blocked-address">
      <h1 className={styles.title}>
        <Trans>Blocked address</Trans>
      </h1>
      <p className={styles.message}>{address}</p>
    </section>
  )
}
