import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import type { Address } from 'viem'
import { chainInfoOf, explorerLink } from '../../../chain/chains.ts'
import frame from '../../../ui/formScreen.module.css'
import { Card } from '../../../ui/index.ts'
import { SettingsPopover } from '../../settings/index.ts'
import {
  type Currency,
  CurrencyInputPanel,
  CurrencySelectButton,
  TokenGuards,
  TokenSelector,
} from '../../tokens/index.ts'
import { useChainId, useEnsName } from '../../wallet/index.ts'
import { AddActions } from '../components/AddActions.tsx'
import { AddDialog } from '../components/AddDialog.tsx'
import { FeeTierPicker } from '../components/FeeTierPicker.tsx'
import { OwnerLink } from '../components/OwnerLink.tsx'
import { RangeSection } from '../components/RangeSection.tsx'
import { StartPriceInput } from '../components/StartPriceInput.tsx'
import { type AddLiquidity, useAddLiquidity } from '../hooks/useAddLiquidity.ts'
import { useFeeTierChoice } from '../hooks/useFeeTierChoice.ts'
import { useFeeTierShares } from '../hooks/useFeeTierShares.ts'
import { useRangeChart } from '../hooks/useRangeChart.ts'
import { type AddRoute, backPath, parseAddRoute } from '../model/addRoute.ts'
import type { MintField } from '../model/mintFormState.ts'
import styles from './AddScreen.module.css'

/** /add/{A?}/{B?}/{fee?} and /increase/{A?}/{B?}/{fee?}/{tokenId?} (spec 2 §2), with their redirects. */
export function AddScreen({ mode }: { mode: 'add' | 'increase' }) {
  const params = useParams()
  const chainId = useChainId()
  const wrapped = chainInfoOf(chainId)?.wrappedNative.address ?? null
  const parsed = parseAddRoute(params, mode, wrapped)
  if (parsed.kind === 'redirect') return <Navigate to={parsed.to} replace />
  return <AddLiquidityForm route={parsed.route} mode={mode} />
}

function AddLiquidityForm({ route, mode }: { route: AddRoute; mode: 'add' | 'increase' }) {
  const add = useAddLiquidity(route, mode)
  if (add.form.increase?.state === 'missing' || add.form.increase?.state === 'mismatch')
    return <Navigate to={`/pool/${route.tokenId?.toString() ?? ''}`} replace />
  return <AddLiquidityView add={add} />
}

function AddLiquidityView({ add }: { add: AddLiquidity }) {
  const { t } = useLingui()
  const { chainId, account, mode, route, form } = add
  const { derived, currencies } = form
  const [picking, setPicking] = useState<MintField | null>(null)
  const tokenA = (form.sdk.A?.wrapped.address as Address | undefined) ?? null
  const tokenB = (form.sdk.B?.wrapped.address as Address | undefined) ?? null
  const { shares } = useFeeTierShares(mode === 'add' ? chainId : undefined, tokenA, tokenB)
  const choice = useFeeTierChoice({ tokenA, tokenB, fee: route.fee, shares, select: add.selectFee })
  const chart = useRangeChart({
    chainId,
    engine: form.engine,
    frame: derived?.frame ?? null,
    pool: derived?.pool ?? null,
    poolAddress: form.poolAddress,
    exists: derived?.poolStatus === 'exists',
    price: derived?.price ?? null,
    range: derived?.range ?? null,
    bounds: derived?.bounds ?? null,
    fee: route.fee,
    brush: add.range.brush,
  })
  const symbols = {
    base: currencies.A?.symbol ?? '',
    quote: currencies.B?.symbol ?? '',
  }
  const pairChosen = currencies.A !== null && currencies.B !== null
  const feeChosen = pairChosen && route.fee !== null
  const newPool = derived?.poolStatus === 'not-exists'
  const rangeMode = mode === 'increase' ? 'read-only' : feeChosen && derived?.frame ? 'edit' : 'disabled'
  const title = mode === 'increase' ? t`Increase Liquidity` : t`Add Liquidity`
  // A token whose allowance is still read shows no step yet (Preview waits for it).
  const approvalsShown = add.approvals.filter(
    (a) => a.state === 'not-approved' || a.state === 'pending' || a.submitted,
  )

  return (
    <Card className={frame.card} data-testid="add-liquidity">
      <div className={frame.header}>
        <Link
          className={frame.back}
          to={backPath({ version: 'v3', tokenId: route.tokenId })}
          aria-label={t`Back`}
          data-testid="add-back"
        >
          <span data-mirror aria-hidden="true">
            ←
          </span>
        </Link>
        <h1 className={`${frame.title} ${styles.title}`}>{title}</h1>
        {mode === 'add' ? (
          <button type="button" className={styles.clear} onClick={add.clearAll} data-testid="add-clear-all">
            <Trans>Clear All</Trans>
          </button>
        ) : null}
        <SettingsPopover chainId={chainId} form="add" />
      </div>

      {mode === 'add' ? (
        <section className={styles.section} aria-labelledby="add-pair">
          <h2 className={styles.heading} id="add-pair">
            <Trans>Select Pair</Trans>
          </h2>
          <div className={styles.pair}>
            {(['A', 'B'] as const).map((field) => (
              <CurrencySelectButton
                key={field}
                currency={currencies[field]}
                label={field === 'A' ? t`First token` : t`Second token`}
                onClick={() => setPicking(field)}
                testId={`add-currency-${field.toLowerCase()}`}
              />
            ))}
          </div>
          <FeeTierPicker
            selected={route.fee}
            shares={pairChosen ? shares : undefined}
            open={choice.open}
            onOpenChange={choice.setOpen}
            onChoose={choice.choose}
            disabled={!pairChosen}
          />
        </section>
      ) : null}

      {newPool && derived?.frame ? (
        <StartPriceInput
          value={form.state.startPriceTypedValue}
          onType={add.typeStartPrice}
          symbols={symbols}
          price={derived.price ? derived.price.toSignificant(6) : null}
        />
      ) : null}

      <RangeSection
        chart={mode === 'add' ? chart : null}
        bounds={derived?.bounds ?? { min: '', max: '' }}
        symbols={symbols}
        range={derived?.range.kind ?? 'incomplete'}
        outOfRange={derived?.outOfRange ?? false}
        mode={rangeMode}
        events={{
          onTypeBound: add.range.typeBound,
          onStep: add.range.step,
          onFullRange: add.range.fullRange,
          onToggleRate: add.toggleRate,
        }}
      />

      {add.notManaged ? (
        <NotManaged chainId={chainId} owner={add.notManaged.owner} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="add-deposit">
            <h2 className={styles.heading} id="add-deposit">
              <Trans>Deposit Amounts</Trans>
            </h2>
            {(['A', 'B'] as const).map((field) => (
              <CurrencyInputPanel
                key={field}
                id={`add-${field.toLowerCase()}`}
                label={currencies[field]?.symbol ?? (field === 'A' ? t`First token` : t`Second token`)}
                chainId={chainId}
                account={account}
                amount={add.amountInput(field)}
                selection={{ currency: currencies[field] }}
                balance={form.balances[field]}
                options={{
                  locked: derived?.depositDisabled[field] === true && derived.range.kind === 'valid',
                }}
              />
            ))}
          </section>

          <AddActions
            chainId={chainId}
            blocker={derived ? derived.blocker : { kind: 'loading' }}
            approvals={approvalsShown.flatMap((approval) =>
              approval.target !== null && approval.target !== 'native'
                ? [
                    {
                      target: approval.target,
                      state: approval.state,
                      signing: approval.signing,
                      onApprove: () =>
                        void approval
                          .approve()
                          .catch((error: unknown) => console.error('Failed to approve token', error)),
                    },
                  ]
                : [],
            )}
            onPreview={add.onPreview}
            createStep={add.creation === 'separate-step'}
            unsupported={add.unsupported}
          />
        </>
      )}

      {picking ? (
        <TokenSelector
          chainId={chainId}
          account={account}
          selected={currencies[picking]}
          otherSelected={currencies[picking === 'A' ? 'B' : 'A']}
          onSelect={(currency: Currency) => {
            setPicking(null)
            add.selectCurrency(picking)(currency)
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
      {add.tokenGuards.addresses.length > 0 ||
      currencies.A?.kind === 'token' ||
      currencies.B?.kind === 'token' ? (
        <TokenGuards chainId={chainId} {...add.tokenGuards} />
      ) : null}
      {add.dialog ? <AddDialog {...add.dialog} /> : null}
    </Card>
  )
}

/** An increase of someone else's position: who owns it, and why there is nothing to deposit. */
function NotManaged({ chainId, owner }: { chainId: number | undefined; owner: string }) {
  const ownerName = useEnsName(owner as Address, chainId)
  const href = chainId === undefined ? undefined : explorerLink(chainId, owner, 'address')
  return (
    <section className={styles.section} data-testid="increase-not-owner">
      <OwnerLink owner={owner} ensName={ownerName} href={href} />
      <p role="alert">
        <Trans>Only the owner of this position or an address it approved can add liquidity to it.</Trans>
      </p>
    </section>
  )
}
