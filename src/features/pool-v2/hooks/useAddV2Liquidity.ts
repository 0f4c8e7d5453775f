import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { type Address, getAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { type ApprovalTarget, type PermitOrApprove, usePermitOrApprove } from '../../approvals/index.ts'
import { useWriteSettings } from '../../settings/index.ts'
import { type Currency, currencyId, type TokenCurrency, type UnsupportedAsset } from '../../tokens/index.ts'
import { useChainId, useConnection } from '../../wallet/index.ts'
import { addV2ReviewOf } from '../model/addV2Review.ts'
import { type AddV2Route, addV2Path, selectV2CurrencyPath } from '../model/addV2Route.ts'
import type { MintV2Field } from '../model/mintV2FormState.ts'
import { type AddV2Snapshot, useAddV2Action } from './useAddV2Action.ts'
import { useAddV2Form } from './useAddV2Form.ts'

export type AddV2Approval = PermitOrApprove & { field: MintV2Field }

export type AddV2Liquidity = ReturnType<typeof useAddV2Liquidity>

const FIELDS: readonly MintV2Field[] = ['A', 'B']

/** A target's contents as a key, so that a target rebuilt each render is the same target to the approvals. */
const targetKey = (target: ApprovalTarget | null) =>
  target === null || target === 'native'
    ? String(target)
    : `${target.token}:${target.spender}:${target.amount}`

/**
 * The v2 add screen (spec 2 §2 "Add v2 liquidity", §4, §5): the form, the navigation its choices make (the
 * create form stays the create form), both tokens approved on chain to the v2 router (it redeems no permit),
 * and Supply → review → Confirm Supply, or sent at once in expert mode. After a sent add, the inputs clear.
 */
export function useAddV2Liquidity(route: AddV2Route, create: boolean) {
  const chainId = useChainId()
  const connection = useConnection()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined
  const navigate = useNavigate()
  const info = chainInfoOf(chainId)
  const wrappedNative = info?.wrappedNative.address ?? null
  const router = info?.contracts.v2Router02
  const [unsupported, setUnsupported] = useState<UnsupportedAsset[]>([])
  const form = useAddV2Form({ chainId, account, route, unsupported: unsupported.length > 0 })
  const { derived, dispatch, currencies } = form
  const settings = useWriteSettings(chainId, 'add')

  const targetOf = (field: MintV2Field): ApprovalTarget | null => {
    const currency = currencies[field]
    const amount = derived.amounts[field]
    if (!currency || amount === null || amount <= 0n || !router) return null
    if (currency.kind === 'native') return 'native'
    return {
      token: getAddress(currency.address),
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount,
      spender: router,
    }
  }
  const targetA = targetOf('A')
  const targetB = targetOf('B')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target's contents.
  const stableA = useMemo(() => targetA, [targetKey(targetA)])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target's contents.
  const stableB = useMemo(() => targetB, [targetKey(targetB)])
  const approvalA = usePermitOrApprove({ chainId, account, target: stableA, permitAccepted: false })
  const approvalB = usePermitOrApprove({ chainId, account, target: stableB, permitAccepted: false })
  const approvals: AddV2Approval[] = [
    { ...approvalA, field: 'A' as const },
    { ...approvalB, field: 'B' as const },
  ].filter((approval) => approval.target !== null && approval.target !== 'native')
  const approved = approvals.every((approval) => approval.state === 'approved')

  const onSent = useCallback((_sent: AddV2Snapshot) => dispatch({ type: 'reset' }), [dispatch])
  const action = useAddV2Action({ chainId, account, deadline: settings.deadline, onSent })

  const snapshot = ((): AddV2Snapshot | null => {
    const { A: currencyA, B: currencyB } = form.sdk
    if (!currencyA || !currencyB) return null
    const review = addV2ReviewOf({
      form: derived,
      symbols: { A: currencies.A?.symbol ?? '', B: currencies.B?.symbol ?? '' },
      decimals: { A: currencyA.decimals, B: currencyB.decimals },
      slippageBps: settings.slippageBps,
    })
    return review ? { review, currencyA, currencyB, slippageBps: settings.slippageBps } : null
  })()
  const onSupply =
    snapshot && approved && settings.deadline !== null
      ? () => (settings.expertMode ? action.submit(snapshot) : action.review(snapshot))
      : null

  const selectCurrency = (field: MintV2Field) => (currency: Currency) => {
    if (currency.kind === 'token') form.known.remember([currency as TokenCurrency])
    navigate(selectV2CurrencyPath(route, field, currencyId(currency), wrappedNative, create))
  }
  const amountInput = (field: MintV2Field) => ({
    value: derived.inputs[field],
    onChange: (text: string) =>
      dispatch({ type: 'type-amount', field, text, noLiquidity: derived.noLiquidity }),
    onMax: (() => {
      const max = derived.maxInputs[field]
      if (max === null || derived.inputs[field] === max) return undefined
      return () => dispatch({ type: 'type-amount', field, text: max, noLiquidity: derived.noLiquidity })
    })(),
  })

  const tokenGuards = {
    addresses: form.known.unresolved,
    onResolved: form.known.remember,
    selected: FIELDS.map((field) => currencies[field]),
    onUnsupported: setUnsupported,
    onCancel: () => navigate(addV2Path(null, null, create)),
  }

  return {
    chainId,
    account,
    form,
    unsupported,
    approvals,
    /** Supply, when the form can be sent and both tokens are approved. */
    onSupply,
    selectCurrency,
    amountInput,
    tokenGuards,
    dialog: action.dialog,
  }
}
