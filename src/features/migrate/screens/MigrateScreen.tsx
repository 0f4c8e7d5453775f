import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Address } from 'viem'
import { localizeNumber } from '../../../lib/format.ts'
import frame from '../../../ui/formScreen.module.css'
import { Card } from '../../../ui/index.ts'
import { FeeTierPicker, RangeSection, useFeeTierShares } from '../../pool-v3/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import { MigrateActions } from '../components/MigrateActions.tsx'
import { MigrateDialog } from '../components/MigrateDialog.tsx'
import { MigrationBlockerText, PairKindText } from '../components/MigrateMessages.tsx'
import { type MigrateLiquidity, useMigrateLiquidity } from '../hooks/useMigrateLiquidity.ts'
import { MIGRATE_LIST_PATH, parseMigrateRoute } from '../model/migrateRoute.ts'
import styles from './MigrateScreen.module.css'

/** /migrate/v2/{address} (spec 2 §2 "Migrate", §8): an address that is none is logged and sent to the list. */
export function MigrateScreen() {
  const params = useParams()
  const route = parseMigrateRoute({ address: params.address })
  if (route.kind === 'invalid') return <InvalidAddress message={route.message} to={route.redirectTo} />
  return <MigratePairScreen key={route.pair} address={route.pair} />
}

function InvalidAddress({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    console.error(message)
    navigate(to, { replace: true })
  }, [message, to, navigate])
  return null
}

function MigratePairScreen({ address }: { address: Address }) {
  const { t } = useLingui()
  const migrate = useMigrateLiquidity(address)
  return (
    <Card className={frame.card} data-testid="migrate-pair">
      <div className={frame.header}>
        <Link className={frame.back} to={MIGRATE_LIST_PATH} aria-label={t`Back`} data-testid="migrate-back">
          <span data-mirror aria-hidden="true">
            ←
          </span>
        </Link>
        <h1 className={frame.title}>
          <Trans>Migrate V2 Liquidity</Trans>
        </h1>
        <SettingsPopover chainId={migrate.chainId} form="migrate" />
      </div>
      <MigratePairBody migrate={migrate} />
    </Card>
  )
}

function MigratePairBody({ migrate }: { migrate: MigrateLiquidity }) {
  const { pairKind, pair } = migrate
  if (pairKind === 'loading')
    return (
      <p className={styles.message} aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    )
  if (pairKind !== 'pair' || !pair)
    return (
      <p className={styles.message} role="alert" data-testid="migrate-invalid">
        <PairKindText kind={pairKind === 'pair' ? 'not-a-pair' : pairKind} />
      </p>
    )
  if (migrate.tokensMissing)
    return (
      <p className={styles.message} role="alert" data-testid="migrate-invalid">
        <Trans>The pair's tokens could not be read: there is nothing to migrate.</Trans>
      </p>
    )
  return <MigrateForm migrate={migrate} />
}

function MigrateForm({ migrate }: { migrate: MigrateLiquidity }) {
  const { i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { chainId, pair, view, migration, frame: rangeFrame } = migrate
  const [feesOpen, setFeesOpen] = useState(false)
  const { shares } = useFeeTierShares(chainId, pair?.token0 ?? null, pair?.token1 ?? null)
  const source = pair?.factory.source.kind === 'fork' ? pair.factory.source.label : 'V2'
  const symbols = view?.symbols ?? { token0: '', token1: '' }
  const base = rangeFrame?.base.symbol ?? ''
  const quote = rangeFrame?.quote.symbol ?? ''
  const warnings = migration?.warnings ?? []
  const mostlyRefunded = warnings.find((warning) => warning.kind === 'mostly-refunded')
  const blocker = migration === null ? 'loading' : migration.blocker
  return (
    <>
      <p className={styles.intro}>
        <Trans>
          This tool will safely migrate your {source} liquidity to V3. The process is completely trustless
          thanks to the Uniswap migration contract.
        </Trans>
      </p>

      <section className={styles.section} aria-labelledby="migrate-v2-position">
        <h2 className={styles.heading} id="migrate-v2-position">
          <Trans>
            {symbols.token0}/{symbols.token1} LP tokens
          </Trans>
          <span className={styles.source} data-testid="migrate-source">
            {source}
          </span>
        </h2>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{symbols.token0}</dt>
            <dd data-testid="migrate-v2-amount-0">{shown(view?.values?.token0 ?? '-')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{symbols.token1}</dt>
            <dd data-testid="migrate-v2-amount-1">{shown(view?.values?.token1 ?? '-')}</dd>
          </div>
          <div className={styles.row}>
            <dt>
              <Trans>{source} Price</Trans>
            </dt>
            <dd data-testid="migrate-v2-price">
              {view?.v2Price ? (
                <Trans>
                  1 {base} = {shown(view.v2Price)} {quote}
                </Trans>
              ) : (
                '-'
              )}
            </dd>
          </div>
          {view?.v3Price ? (
            <div className={styles.row}>
              <dt>
                <Trans>V3 Price</Trans>
              </dt>
              <dd data-testid="migrate-v3-price">
                <Trans>
                  1 {base} = {shown(view.v3Price)} {quote}
                </Trans>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <FeeTierPicker
        selected={migrate.fee}
        shares={shares}
        open={feesOpen}
        onOpenChange={setFeesOpen}
        onChoose={(fee) => {
          migrate.selectFee(fee)
          setFeesOpen(false)
        }}
        disabled={false}
      />

      {migration?.poolExists === false ? (
        <p className={styles.note} data-testid="migrate-new-pool">
          <Trans>
            You are the first liquidity provider for this Uniswap V3 pool. Your liquidity will migrate at the
            current {source} price. Your transaction cost will be much higher as it includes the gas to create
            the pool.
          </Trans>
        </p>
      ) : null}
      {migration?.largePriceDifference && view?.priceDifference ? (
        <p className={styles.warning} role="alert" data-testid="migrate-price-warning">
          <Trans>
            You should only deposit liquidity into Uniswap V3 at a price you believe is correct. If the price
            seems incorrect, you can either make a swap to move the price or wait for someone else to do so.
          </Trans>{' '}
          <Trans>Price Difference: {shown(view.priceDifference)}</Trans>
        </p>
      ) : null}

      <RangeSection
        chart={migrate.range.chart}
        bounds={migrate.range.bounds}
        symbols={{ base, quote }}
        range={migrate.range.kind}
        outOfRange={migrate.range.outOfRange}
        mode={rangeFrame ? 'edit' : 'disabled'}
        events={migrate.range.events}
      />

      {mostlyRefunded ? (
        <p className={styles.warning} role="alert" data-testid="migrate-warning-refund">
          <Trans>
            Almost all of your liquidity would be refunded rather than migrated: the selected range takes
            little of it. Choose a range around the current price.
          </Trans>
        </p>
      ) : null}

      {view?.deposits && view.refunds && migration?.blocker === null ? (
        <section className={styles.section} aria-labelledby="migrate-v3-position">
          <h2 className={styles.heading} id="migrate-v3-position">
            <Trans>Into the V3 position</Trans>
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{symbols.token0}</dt>
              <dd data-testid="migrate-deposit-0">{shown(view.deposits.token0)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{symbols.token1}</dt>
              <dd data-testid="migrate-deposit-1">{shown(view.deposits.token1)}</dd>
            </div>
          </dl>
          <p className={styles.note} data-testid="migrate-refund">
            <Trans>
              At least {shown(view.refunds.token0)} {view.refundSymbols.token0} and{' '}
              {shown(view.refunds.token1)} {view.refundSymbols.token1} will be refunded to your wallet due to
              selected price range.
            </Trans>
          </p>
        </section>
      ) : null}

      <MigrateActions
        chainId={chainId}
        connected={migrate.account !== undefined}
        blocker={blocker === null ? null : <MigrationBlockerText blocker={blocker} />}
        approval={migrate.approval}
        onMigrate={migrate.onMigrate}
        succeeded={migrate.succeeded}
      />
      {migrate.dialog ? <MigrateDialog {...migrate.dialog} /> : null}
    </>
  )
}
