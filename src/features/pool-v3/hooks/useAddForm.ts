import { useCallback, useMemo, useReducer } from 'react'
import type { Address } from 'viem'
import { chainInfoOf, isOptimismChain } from '../../../chain/chains.ts'
import type { PoolState } from '../../../lib/routing/v3Routing.ts'
import {
  type Currency,
  type KnownCurrencies,
  useCurrencyBalance,
  useKnownCurrencies,
} from '../../tokens/index.ts'
import type { AddRoute } from '../model/addRoute.ts'
import type { MintForm } from '../model/deriveMintForm.ts'
import type { FeeTier } from '../model/feeTierShares.ts'
import {
  INITIAL_MINT_FORM,
  type MintField,
  type MintFormAction,
  type MintFormState,
  mintFormReducer,
} from '../model/mintFormState.ts'
import type { PositionEngine } from '../model/positionEngine.ts'
import { useMintPoolState } from './useMintPoolState.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import { usePosition } from './usePositions.ts'

type PerField<T> = Record<MintField, T>

export type SdkCurrency = ReturnType<PositionEngine['toSdkCurrency']>

export type AddFormParams = {
  chainId: number
  account: Address | undefined
  route: AddRoute
  mode: 'add' | 'increase'
  /** An unsupported token is selected (the token guards say which). */
  unsupported: boolean
}

export type AddForm = {
  engine: PositionEngine | null
  known: KnownCurrencies
  currencies: PerField<Currency | null>
  sdk: PerField<SdkCurrency | null>
  fee: FeeTier | null
  poolAddress: Address | null
  poolState: PoolState
  state: MintFormState
  dispatch: (action: MintFormAction) => void
  balances: PerField<bigint | undefined>
  /** The form as the chain and the inputs make it; null until the position engine is loaded. */
  derived: MintForm | null
  /** For an increase: the position is read and belongs to this pair and fee ('mismatch' sends the page away). */
  increase: { state: 'loading' | 'missing' | 'mismatch' | 'ready'; owner: Address | null } | null
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The add or increase form (spec 2 §3 "Mint v3 form state", §4): the currencies the route names, the pool of
 * the pair and fee (read each block), the typed state, the balances and, through the position engine, the form
 * derived from all of them. An increase takes its range from the position it adds to.
 */
export function useAddForm(params: AddFormParams): AddForm {
  const { chainId, account, route, mode } = params
  const info = chainInfoOf(chainId)
  const wrappedNative = info?.wrappedNative ?? null
  const factory = info?.contracts.v3Factory
  const known = useKnownCurrencies(chainId, [route.currencyIdA ?? '', route.currencyIdB ?? ''])
  const currencyA = route.currencyIdA === null ? null : known.resolve(route.currencyIdA)
  const currencyB = route.currencyIdB === null ? null : known.resolve(route.currencyIdB)
  const engine = usePositionEngine(true)
  const sdkA = useMemo(
    () => (engine && wrappedNative && currencyA ? engine.toSdkCurrency(currencyA, wrappedNative) : null),
    [engine, wrappedNative, currencyA],
  )
  const sdkB = useMemo(
    () => (engine && wrappedNative && currencyB ? engine.toSdkCurrency(currencyB, wrappedNative) : null),
    [engine, wrappedNative, currencyB],
  )
  const fee = route.fee
  const poolAddress = useMemo(() => {
    if (!engine || !sdkA || !sdkB || fee === null || !factory) return null
    if (sdkA.wrapped.equals(sdkB.wrapped)) return null
    return engine.poolAddressOf(sdkA.wrapped, sdkB.wrapped, fee, factory)
  }, [engine, sdkA, sdkB, fee, factory])
  const poolState = useMintPoolState(chainId, poolAddress)
  const [state, dispatch] = useReducer(mintFormReducer, INITIAL_MINT_FORM)
  const balanceA = useCurrencyBalance(chainId, account, currencyA)
  const balanceB = useCurrencyBalance(chainId, account, currencyB)

  const read = usePosition(chainId, mode === 'increase' ? route.tokenId : null)
  const increase = useMemo((): AddForm['increase'] => {
    if (mode !== 'increase') return null
    if (read.state === 'loading') return { state: 'loading', owner: null }
    if (read.state === 'missing') return { state: 'missing', owner: null }
    const { position } = read
    if (!sdkA || !sdkB) return { state: 'loading', owner: position.owner }
    const [a, b] = [sdkA.wrapped.address, sdkB.wrapped.address]
    const matches =
      position.fee === fee &&
      ((same(position.token0.address, a) && same(position.token1.address, b)) ||
        (same(position.token0.address, b) && same(position.token1.address, a)))
    return { state: matches ? 'ready' : 'mismatch', owner: position.owner }
  }, [mode, read, sdkA, sdkB, fee])
  const ready = increase?.state === 'ready' && read.position !== null
  const existingLower = ready ? (read.position?.tickLower ?? null) : null
  const existingUpper = ready ? (read.position?.tickUpper ?? null) : null

  const derived = useMemo(() => {
    if (!engine) return null
    const existing =
      existingLower !== null && existingUpper !== null
        ? { tickLower: existingLower, tickUpper: existingUpper }
        : null
    return engine.deriveMintForm({
      currencyA: sdkA,
      currencyB: sdkB,
      fee,
      // An increase waits for its position: until then no range, so nothing can be sent.
      poolState: mode === 'increase' && existing === null ? undefined : poolState,
      form: state,
      existing,
      account: account ?? null,
      balances: { A: balanceA ?? null, B: balanceB ?? null },
      unsupported: params.unsupported,
      separateCreateStep: mode === 'add' && isOptimismChain(chainId),
    })
  }, [
    engine,
    sdkA,
    sdkB,
    fee,
    mode,
    poolState,
    state,
    existingLower,
    existingUpper,
    account,
    balanceA,
    balanceB,
    params.unsupported,
    chainId,
  ])
  return {
    engine,
    known,
    currencies: { A: currencyA, B: currencyB },
    sdk: { A: sdkA, B: sdkB },
    fee,
    poolAddress,
    poolState,
    state,
    dispatch: useCallback((action: MintFormAction) => dispatch(action), []),
    balances: { A: balanceA, B: balanceB },
    derived,
    increase,
  }
}
