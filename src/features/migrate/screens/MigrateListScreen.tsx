import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { localizeNumber } from '../../../lib/format.ts'
import frame from '../../../ui/formScreen.module.css'
import { Card } from '../../../ui/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { useMigrateList } from '../hooks/useMigrateList.ts'
import { MIGRATE_BACK_PATH, MIGRATE_IMPORT_PATH } from '../model/migrateRoute.ts'
import styles from './MigrateListScreen.module.css'

/** /migrate/v2 (spec 2 §2 "Migrate"): the account's v2 and fork liquidity, each pair with Migrate. */
export function MigrateListScreen() {
  const { t, i18n } = useLingui()
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const list = useMigrateList(chainId, account)

  return (
    <Card className={frame.card} data-testid="migrate-list">
      <div className={frame.header}>
        <Link className={frame.back} to={MIGRATE_BACK_PATH} aria-label={t`Back`} data-testid="migrate-back">
          <span data-mirror aria-hidden="true">
            ←
          </span>
        </Link>
        <h1 className={frame.title}>
          <Trans>Migrate V2 Liquidity</Trans>
        </h1>
      </div>
      <p className={styles.intro}>
        <Trans>
          For each pool shown below, click migrate to remove your liquidity from Uniswap V2 and deposit it
          into Uniswap V3.
        </Trans>
      </p>
      {account === undefined ? (
        <div className={styles.empty}>
          <p>
            <Trans>Connect to a wallet to view your V2 liquidity.</Trans>
          </p>
          <ConnectWalletButton />
        </div>
      ) : list.state === 'loading' ? (
        <p className={styles.empty} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : list.state === 'ready' ? (
        <ul className={styles.pairs} data-testid="migrate-pairs">
          {list.entries.map((entry) => (
            <li
              key={entry.liquidityToken}
              className={styles.pair}
              data-testid={`migrate-pair-${entry.liquidityToken}`}
            >
              <span className={styles.pairText}>
                <span className={styles.pairName}>{entry.pairName}</span>
                <span className={styles.pairAmount}>
                  <Trans>{localizeNumber(entry.lp, i18n.locale)} LP tokens</Trans>
                </span>
              </span>
              {entry.source ? <span className={styles.source}>{entry.source}</span> : null}
              <Link className={styles.migrate} to={entry.to}>
                <Trans>Migrate</Trans>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          {list.state === 'invalid' ? (
            <Trans>V2 is not available on this network.</Trans>
          ) : (
            <Trans>No V2 Liquidity found.</Trans>
          )}
        </p>
      )}
      <Link className={styles.import} to={MIGRATE_IMPORT_PATH} data-testid="migrate-import">
        <Trans>Don't see one of your v2 positions? Import it.</Trans>
      </Link>
    </Card>
  )
}
