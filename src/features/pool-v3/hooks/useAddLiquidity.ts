import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { type Address, getAddress } from 'viem'
import { chainInfoOf, isOptimismChain } from '../../../chain/chains.ts'
import { LIQUIDITY_EVENT_CATEGORY, trackEvent } from '../../analytics/index.ts'
import { type ApprovalTarget, type PermitOrApprove, usePermitOrApprove } from '../../approvals/index.ts'
import { useWriteSettings } from '../../settings/index.ts'
import { type Currency, currencyId, type TokenCurrency, type UnsupportedAsset } from '../../tokens/index.ts'
import { useChainId, useConnection } from '../../wallet/index.ts'
import { type AddReview, addReviewOf } from '../model/addReview.ts'
import { type AddRoute, addPath, feePath, rateTogglePath, selectCurrencyPath } from '../model/addRoute.ts'
import { poolCreation } from '../model/addSteps.ts'
import type { FeeTier } from '../model/feeTierShares.ts'
import { FULL_RANGE, type MintField, type RangeSide } from '../model/mintFormState.ts'
import { invertPriceText } from '../model/typedPrice.ts'
import { type AddSnapshot, useAddAction } from './useAddAction.ts'
import { useAddForm } from './useAddForm.ts'
import { usePositionAccess } from './usePositionAccess.ts'

type PerField<T> = Record<MintField, T>

export type AddApproval = PermitOrApprove & { field: MintField }

export type AddLiquidity = ReturnType<typeof useAddLiquidity>

/** The price of A in B as the page writes it (6 significant digits). */
const PRICE_DIGITS = 6

/**
 * The add and increase screens (spec 2 §2 "Add v3 liquidity", §4, §5): the form, the navigation its choices
 * make, the approvals of both tokens to the position manager (a permit where the token takes one, folded into
 * the mint's multicall), and Preview → review → Add, or Add at once in expert mode. A new pool on an Optimism
 * network is created in a step of its own first.
 */
export function useAddLiquidity(route: AddRoute, mode: 'add' | 'increase') {
  const chainId = useChainId()
  const connection = useConnection()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined
  const navigate = useNavigate()
  const info = chainInfoOf(chainId)
  const wrappedNative = info?.wrappedNative.address ?? null
  const positionManager = info?.contracts.nonfungiblePositionManager
  const [unsupported, setUnsupported] = useState<UnsupportedAsset[]>([])
  const form = useAddForm({ chainId, account, route, mode, unsupported: unsupported.length > 0 })
  const { derived, dispatch, engine, sdk } = form
  const settings = useWriteSettings(chainId, 'add')
  // increaseLiquidity takes anyone's tokens into any position, and only its owner (or whom it approved) can take
  // them out: an increase is offered only to them, so a link cannot make a user fund someone else's position.
  const access = usePositionAccess(chainId, mode === 'increase' ? route.tokenId : null, account)
  const mayIncrease = mode !== 'increase' || access.canManage

  // What the position takes of each side (the desired amounts the call carries), per currency of the page.
  const desired = useMemo((): PerField<bigint | null> => {
    const position = derived?.position
    const tokenA = sdk.A?.wrapped
    if (!position || !tokenA) return { A: null, B: null }
    const { amount0, amount1 } = position.mintAmounts
    const [a, b] = tokenA.equals(position.pool.token0) ? [amount0, amount1] : [amount1, amount0]
    return { A: BigInt(a.toString()), B: BigInt(b.toString()) }
  }, [derived?.position, sdk.A])

  const creation = poolCreation(derived?.poolStatus ?? 'loading', mode, isOptimismChain(chainId))
  const targetOf = (field: MintField): ApprovalTarget | null => {
    const currency = form.currencies[field]
    const amount = desired[field]
    if (!currency || amount === null || !positionManager || creation === 'separate-step') return null
    if (currency.kind === 'native') return 'native'
    if (amount === 0n) return null
    return {
      token: getAddress(currency.address),
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount,
      spender: positionManager,
    }
  }
  const targetA = targetOf('A')
  const targetB = targetOf('B')
  const keyOf = (target: ApprovalTarget | null) =>
    target === null || target === 'native' ? String(target) : `${target.token}:${target.amount}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target's contents.
  const stableA = useMemo(() => targetA, [keyOf(targetA)])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target's contents.
  const stableB = useMemo(() => targetB, [keyOf(targetB)])
  const approvalA = usePermitOrApprove({ chainId, account, target: stableA, permitAccepted: true })
  const approvalB = usePermitOrApprove({ chainId, account, target: stableB, permitAccepted: true })
  const approvals: AddApproval[] = [
    { ...approvalA, field: 'A' as const },
    { ...approvalB, field: 'B' as const },
  ].filter((approval) => approval.target !== null && approval.target !== 'native')
  const approved = approvals.every((approval) => approval.state === 'approved')

  const onSent = useCallback(
    (snapshot: AddSnapshot) => {
      // The Create step on Optimism leaves the form as it is: the Add step follows on the same page.
      if (snapshot.review.kind === 'create') return
      dispatch({ type: 'reset' })
      navigate('/pool')
    },
    [dispatch, navigate],
  )
  const action = useAddAction({
    chainId,
    account,
    slippageBps: settings.slippageBps,
    deadline: settings.deadline,
    onSent,
    warm: derived?.blocker === null,
  })

  const snapshot = ((): AddSnapshot | null => {
    if (!derived || !engine || derived.blocker !== null || !derived.pool || !derived.frame) return null
    if (!mayIncrease) return null
    const range = derived.range
    const { A: currencyA, B: currencyB } = sdk
    if (range.kind !== 'valid' || !currencyA || !currencyB || !derived.price) return null
    const separateCreate = creation === 'separate-step'
    const position = separateCreate ? null : derived.position
    if (!separateCreate && (position === null || desired.A === null || desired.B === null)) return null
    const token0IsA = currencyA.wrapped.equals(derived.pool.token0)
    const permitOf = (field: MintField) => (field === 'A' ? approvalA.permit : approvalB.permit)
    const review: AddReview = addReviewOf({
      kind: separateCreate ? 'create' : mode === 'increase' ? 'increase' : 'mint',
      symbols: { A: currencyA.symbol ?? '', B: currencyB.symbol ?? '' },
      decimals: { A: currencyA.decimals, B: currencyB.decimals },
      fee: derived.pool.fee,
      bounds: derived.bounds,
      current: derived.price.toSignificant(PRICE_DIGITS),
      outOfRange: derived.outOfRange,
      atLimit: range.atLimit,
      ticks: { lower: range.tickLower, upper: range.tickUpper },
      desired: { A: desired.A ?? 0n, B: desired.B ?? 0n },
      tokenId: mode === 'increase' ? route.tokenId : null,
    })
    return {
      review,
      position,
      pool: derived.pool,
      createPool: creation === 'with-mint',
      tokenId: mode === 'increase' ? route.tokenId : null,
      native: currencyA.isNative ? currencyA : currencyB.isNative ? currencyB : null,
      permits: {
        token0: separateCreate ? null : permitOf(token0IsA ? 'A' : 'B'),
        token1: separateCreate ? null : permitOf(token0IsA ? 'B' : 'A'),
      },
    }
  })()

  const onPreview =
    snapshot && (approved || creation === 'separate-step') && settings.deadline !== null
      ? () => (settings.expertMode ? action.submit(snapshot) : action.review(snapshot))
      : null

  // Navigation (spec 2 §2): a token choice goes to /add/{a}/{b}, a fee to /add/{a}/{b}/{fee}, the rate toggle
  // swaps the tokens in the path. The range and starting price are in the old pair's units: they start again,
  // except on the rate toggle, which turns them into the new units.
  const selectCurrency = (field: MintField) => (currency: Currency) => {
    if (currency.kind === 'token') form.known.remember([currency as TokenCurrency])
    dispatch({ type: 'clear-range' })
    dispatch({ type: 'type-start-price', text: '' })
    navigate(selectCurrencyPath(route, field, currencyId(currency), wrappedNative))
  }
  const selectFee = useCallback(
    (fee: FeeTier) => {
      if (fee === route.fee) return
      const path = feePath(route, fee)
      if (path === null) return
      dispatch({ type: 'clear-range' })
      navigate(path, { replace: true })
    },
    [route, dispatch, navigate],
  )
  const toggleRate = () => {
    const path = rateTogglePath(route)
    if (path === null || !engine || !derived?.frame) return
    dispatch({
      type: 'toggle-rate',
      range: engine.toggledRange(form.state.range, derived.frame),
      startPriceTypedValue: invertPriceText(form.state.startPriceTypedValue),
    })
    navigate(path)
  }
  const frame = derived?.frame ?? null
  const tickCurrent = derived?.pool?.tickCurrent ?? null
  const formRange = form.state.range
  const range = useMemo(
    () => ({
      typeBound: (side: RangeSide, text: string) => dispatch({ type: 'type-bound', side, text }),
      step: (side: RangeSide, direction: -1 | 1) => {
        if (!engine || !frame) return
        dispatch({
          type: 'set-range',
          range: engine.stepBound(formRange, side, direction, frame, tickCurrent),
        })
      },
      fullRange: () => {
        trackEvent(LIQUIDITY_EVENT_CATEGORY, 'Full Range Clicked')
        dispatch({ type: 'set-range', range: FULL_RANGE })
      },
      /** The chart's brush: the ends it moved, as price texts in the page's units, snapped like typed ones. */
      brush: (bounds: { min?: string; max?: string }) => {
        if (bounds.min !== undefined) dispatch({ type: 'type-bound', side: 'min', text: bounds.min })
        if (bounds.max !== undefined) dispatch({ type: 'type-bound', side: 'max', text: bounds.max })
      },
    }),
    [dispatch, engine, frame, tickCurrent, formRange],
  )
  const amountInput = (field: MintField) => ({
    value: derived?.inputs[field] ?? (form.state.independentField === field ? form.state.typedValue : ''),
    onChange: (text: string) => dispatch({ type: 'type-amount', field, text }),
    onMax: (() => {
      const max = derived?.maxInputs[field] ?? null
      if (max === null) return undefined
      if (form.state.independentField === field && form.state.typedValue === max) return undefined
      return () => dispatch({ type: 'type-amount', field, text: max })
    })(),
  })

  const tokenGuards = {
    addresses: form.known.unresolved,
    onResolved: form.known.remember,
    selected: [form.currencies.A, form.currencies.B],
    onUnsupported: setUnsupported,
    onCancel: () => navigate(addPath()),
  }

  return {
    chainId,
    account,
    mode,
    route,
    form,
    settings,
    unsupported,
    creation,
    approvals,
    /** Preview, when the form can be sent and its tokens are approved (or permitted). */
    onPreview,
    selectCurrency,
    selectFee,
    toggleRate,
    range,
    amountInput,
    tokenGuards,
    clearAll: () => {
      dispatch({ type: 'reset' })
      navigate(addPath())
    },
    typeStartPrice: (text: string) => dispatch({ type: 'type-start-price', text }),
    dialog: action.dialog,
    /** An increase of a position this account may not manage: its owner, to show instead of the deposit. */
    notManaged:
      mode === 'increase' && account !== undefined && access.access !== undefined && !access.canManage
        ? { owner: access.access.owner }
        : null,
  }
}
