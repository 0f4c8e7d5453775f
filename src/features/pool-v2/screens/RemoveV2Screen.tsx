import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { chainInfoOf } from '../../../chain/chains.ts'
import { localizeNumber } from '../../../lib/format.ts'
import frame from '../../../ui/formScreen.module.css'
import { Button, Card, PercentPicker } from '../../../ui/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import { useChainId } from '../../wallet/index.ts'
import { RemoveV2Actions } from '../components/RemoveV2Actions.tsx'
import { RemoveV2Amounts } from '../components/RemoveV2Amounts.tsx'
import { RemoveV2Dialog } from '../components/RemoveV2Dialog.tsx'
import { RemoveV2Inputs } from '../components/RemoveV2Inputs.tsx'
import { RemoveV2PositionCard } from '../components/RemoveV2PositionCard.tsx'
import { type RemoveV2Liquidity, useRemoveV2Liquidity } from '../hooks/useRemoveV2Liquidity.ts'
import { parseRemoveV2Route, REMOVE_V2_BACK_PATH, type RemoveV2Route } from '../model/removeV2Route.ts'
import styles from './RemoveV2Screen.module.css'

/** /remove/v2/{A}/{B} (spec 2 §2): ids that cannot name a pair show 'Invalid pair'. */
export function RemoveV2Screen() {
  const params = useParams()
  const chainId = useChainId()
  const route = parseRemoveV2Route(params, chainInfoOf(chainId)?.wrappedNative.address ?? null)
  if (!route)
    return (
      <RemoveV2Frame chainId={chainId}>
        <InvalidPair />
      </RemoveV2Frame>
    )
  return <RemoveV2Page key={`${route.currencyIdA}/${route.currencyIdB}`} route={route} />
}

type FrameProps = {
  chainId: number
  children: ReactNode
  /** Shown under the form's card (the position card). */
  below?: ReactNode
}

function RemoveV2Frame({ chainId, children, below }: FrameProps) {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <Card className={frame.card} data-testid="remove-v2">
        <div className={frame.header}>
          <Link className={frame.back} to={REMOVE_V2_BACK_PATH} aria-label={t`Back to V2 liquidity`}>
            <span data-mirror aria-hidden="true">
              ←
            </span>
          </Link>
          <h1 className={frame.title}>
            <Trans>Remove Liquidity</Trans>
          </h1>
          <SettingsPopover chainId={chainId} form="remove" />
        </div>
        {children}
      </Card>
      {below}
    </div>
  )
}

function InvalidPair() {
  return (
    <div className={styles.invalid} role="alert" data-testid="remove-v2-invalid">
      <p className={styles.muted}>
        <Trans>Invalid pair</Trans>
      </p>
      <Link to={REMOVE_V2_BACK_PATH}>
        <Trans>View your V2 liquidity</Trans>
      </Link>
    </div>
  )
}

function RemoveV2Page({ route }: { route: RemoveV2Route }) {
  const remove = useRemoveV2Liquidity(route)
  const position = remove.state === 'ready' ? remove.page.position : null
  return (
    <RemoveV2Frame
      chainId={remove.chainId}
      below={position ? <RemoveV2PositionCard position={position} /> : null}
    >
      {remove.state === 'invalid' ? (
        <InvalidPair />
      ) : remove.state === 'loading' ? (
        <p className={styles.muted} data-testid="remove-v2-loading">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <RemoveV2Form remove={remove} />
      )}
    </RemoveV2Frame>
  )
}

type Ready = Extract<RemoveV2Liquidity, { state: 'ready' }>

function RemoveV2Form({ remove }: { remove: Ready }) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { chainId, page, form, actions, dialog } = remove
  const { A, B } = page.currencies
  const simple = form.mode === 'simple'
  return (
    <>
      <section className={styles.section} aria-labelledby="remove-v2-amount">
        <div className={styles.sectionHeader}>
          <h2 className={styles.heading} id="remove-v2-amount">
            <Trans>Amount</Trans>
          </h2>
          <Button variant="ghost" onClick={form.toggleMode} data-testid="remove-v2-mode">
            {simple ? t`Detailed` : t`Simple`}
          </Button>
        </div>
        {simple ? (
          <PercentPicker
            {...form.picker}
            labels={{ group: t`Percent of your liquidity`, slider: t`Percent to remove`, max: t`Max` }}
            locale={i18n.locale}
          />
        ) : (
          <>
            <p className={styles.percent}>
              <output data-testid="remove-percent">
                {shown(`${form.picker.text ?? form.picker.value}%`)}
              </output>
            </p>
            <RemoveV2Inputs
              chainId={chainId}
              account={page.account}
              lpToken={page.lpToken}
              lpBalance={page.lpBalance}
              currencies={page.currencies}
              values={form.values}
              onType={form.type}
            />
          </>
        )}
      </section>
      {simple ? (
        <section className={styles.section} aria-labelledby="remove-v2-receive">
          <h2 className={styles.heading} id="remove-v2-receive">
            <Trans>You will receive</Trans>
          </h2>
          <RemoveV2Amounts amounts={page.amounts} testId="remove-v2-amount" />
        </section>
      ) : null}
      {page.receive ? (
        <Link className={styles.receive} to={page.receive.to} data-testid="remove-v2-receive">
          {page.receive.offers === 'native' ? t`Receive ETH` : t`Receive WETH`}
        </Link>
      ) : null}
      <dl className={styles.prices} data-testid="remove-v2-price">
        <dt>
          <Trans>Price:</Trans>
        </dt>
        <dd>
          <span>
            1 {A.symbol} = {shown(page.prices.A)} {B.symbol}
          </span>
          <span>
            1 {B.symbol} = {shown(page.prices.B)} {A.symbol}
          </span>
        </dd>
      </dl>
      <RemoveV2Actions {...actions} />
      {dialog ? <RemoveV2Dialog {...dialog} /> : null}
    </>
  )
}
