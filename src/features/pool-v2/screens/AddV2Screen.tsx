import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { chainInfoOf } from '../../../chain/chains.ts'
import frame from '../../../ui/formScreen.module.css'
import { Card } from '../../../ui/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import { CurrencyInputPanel, TokenGuards } from '../../tokens/index.ts'
import { useChainId } from '../../wallet/index.ts'
import { AddV2Actions } from '../components/AddV2Actions.tsx'
import { AddV2Dialog } from '../components/AddV2Dialog.tsx'
import { AddV2Prices } from '../components/AddV2Prices.tsx'
import { type AddV2Liquidity, useAddV2Liquidity } from '../hooks/useAddV2Liquidity.ts'
import { ADD_V2_BACK_PATH, type AddV2Route, isCreatePoolPath, parseAddV2Route } from '../model/addV2Route.ts'
import styles from './AddV2Screen.module.css'

/** /add/v2/{A?}/{B?} and /add/v2/create/{A?}/{B?} (spec 2 §2 "Add v2 liquidity"), with their redirects. */
export function AddV2Screen() {
  const params = useParams()
  const { pathname } = useLocation()
  const chainId = useChainId()
  const info = chainInfoOf(chainId)
  const create = isCreatePoolPath(pathname)
  const parsed = parseAddV2Route(params, info?.wrappedNative.address ?? null, create)
  if (parsed.kind === 'redirect') return <Navigate to={parsed.to} replace />
  if (!info?.contracts.v2Router02 || !info.contracts.v2Factory) return <NoV2 create={create} />
  return <AddV2Form route={parsed.route} create={create} />
}

function Header({ create, settings }: { create: boolean; settings: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className={frame.header}>
      <Link className={frame.back} to={ADD_V2_BACK_PATH} aria-label={t`Back`} data-testid="add-v2-back">
        <span data-mirror aria-hidden="true">
          ←
        </span>
      </Link>
      <h1 className={frame.title} data-testid="add-v2-title">
        {create ? <Trans>Create a pair</Trans> : <Trans>Add Liquidity</Trans>}
      </h1>
      {settings}
    </div>
  )
}

/** Layer 2 networks have no v2 contracts (spec 2 §6: v2 is hidden on layer 2). */
function NoV2({ create }: { create: boolean }) {
  return (
    <Card className={frame.card} data-testid="add-v2">
      <Header create={create} settings={null} />
      <p className={styles.notice} data-testid="add-v2-unavailable">
        <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
      </p>
    </Card>
  )
}

function AddV2Form({ route, create }: { route: AddV2Route; create: boolean }) {
  const add = useAddV2Liquidity(route, create)
  return <AddV2View add={add} create={create} />
}

function AddV2View({ add, create }: { add: AddV2Liquidity; create: boolean }) {
  const { t } = useLingui()
  const { chainId, account, form } = add
  const { derived, currencies } = form
  const symbols = { A: currencies.A?.symbol ?? '', B: currencies.B?.symbol ?? '' }
  const pairKnown = derived.pairStatus === 'exists' || derived.pairStatus === 'not-exists'
  // Only the tokens still to approve, and one approved here (it stays shown as a done step).
  const approvals = add.approvals.flatMap((approval) =>
    approval.target !== null &&
    approval.target !== 'native' &&
    (approval.state === 'not-approved' || approval.state === 'pending' || approval.submitted)
      ? [
          {
            target: approval.target,
            state: approval.state,
            onApprove: () =>
              void approval
                .approve()
                .catch((error: unknown) => console.error('Failed to approve token', error)),
          },
        ]
      : [],
  )

  return (
    <Card className={frame.card} data-testid="add-v2">
      <Header create={create} settings={<SettingsPopover chainId={chainId} form="add" />} />

      {derived.noLiquidity ? (
        <div className={styles.firstProvider} data-testid="add-v2-first-provider">
          <p className={styles.firstProviderTitle}>
            <Trans>You are the first liquidity provider.</Trans>
          </p>
          <p>
            <Trans>
              The ratio of the two amounts you add sets the price of this pool. When the rate looks right,
              press Supply to review.
            </Trans>
          </p>
        </div>
      ) : null}

      {(['A', 'B'] as const).map((field, i) => (
        <div key={field} className={styles.panel}>
          {i === 1 ? (
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
          ) : null}
          <CurrencyInputPanel
            id={`add-v2-${field.toLowerCase()}`}
            label={currencies[field]?.symbol ?? (field === 'A' ? t`First token` : t`Second token`)}
            chainId={chainId}
            account={account}
            amount={add.amountInput(field)}
            selection={{
              currency: currencies[field],
              otherCurrency: currencies[field === 'A' ? 'B' : 'A'],
              onSelect: add.selectCurrency(field),
            }}
            balance={form.balances[field]}
          />
        </div>
      ))}

      {currencies.A && currencies.B && pairKnown ? (
        <AddV2Prices
          symbols={symbols}
          prices={derived.prices}
          poolShare={derived.poolShare}
          initial={derived.noLiquidity}
        />
      ) : null}

      <AddV2Actions
        chainId={chainId}
        blocker={derived.blocker}
        approvals={approvals}
        onSupply={add.onSupply}
        unsupported={add.unsupported}
      />

      {add.tokenGuards.addresses.length > 0 ||
      currencies.A?.kind === 'token' ||
      currencies.B?.kind === 'token' ? (
        <TokenGuards chainId={chainId} {...add.tokenGuards} />
      ) : null}
      {add.dialog ? <AddV2Dialog {...add.dialog} /> : null}
    </Card>
  )
}
