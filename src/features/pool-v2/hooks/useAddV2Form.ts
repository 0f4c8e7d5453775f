import type { Currency as SdkCurrency } from '@uniswap/sdk-core'
import { useCallback, useEffect, useMemo, useReducer } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { type PairReserves, pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { toSdkCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import { type CallState, useMulticallReads } from '../../chain-data/index.ts'
import { lpTotalSupplyRead, pairReservesRead } from '../../pool-data/index.ts'
import {
  type Currency,
  type KnownCurrencies,
  useCurrencyBalance,
  useKnownCurrencies,
} from '../../tokens/index.ts'
import type { AddV2Route } from '../model/addV2Route.ts'
import { deriveMintV2Form, type MintV2Form } from '../model/deriveMintV2Form.ts'
import {
  INITIAL_MINT_V2_FORM,
  type MintV2Field,
  type MintV2FormAction,
  type MintV2FormState,
  mintV2FormReducer,
} from '../model/mintV2FormState.ts'

type PerField<T> = Record<MintV2Field, T>

export type AddV2FormParams = {
  chainId: number
  account: Address | undefined
  route: AddV2Route
  /** An unsupported token is selected (the token guards say which). */
  unsupported: boolean
}

export type AddV2Form = {
  known: KnownCurrencies
  currencies: PerField<Currency | null>
  sdk: PerField<SdkCurrency | null>
  state: MintV2FormState
  dispatch: (action: MintV2FormAction) => void
  balances: PerField<bigint | undefined>
  derived: MintV2Form
}

/**
 * What a pair read says: undefined while it is awaited — also while the node does not answer, so that a pair
 * that exists is never offered for creation —, null when there is no pair (no contract answers), else its value.
 */
export function pairReadOf<T>(state: CallState<T> | undefined): T | null | undefined {
  if (!state?.valid || state.loading || state.failed) return undefined
  return state.result ?? null
}

const NO_READ = [undefined]

/**
 * The v2 add form (spec 2 §3 "Mint v2 form state", §4, §5): the currencies the route names, the pair's reserves
 * and LP supply read each block, the typed state (cleared when the pair changes), the balances, and the form
 * derived from all of them.
 */
export function useAddV2Form(params: AddV2FormParams): AddV2Form {
  const { chainId, account, route } = params
  const info = chainInfoOf(chainId)
  const wrappedNative = info?.wrappedNative ?? null
  const factory = info?.contracts.v2Factory
  const idA = route.currencyIdA ?? ''
  const idB = route.currencyIdB ?? ''
  const known = useKnownCurrencies(chainId, [idA, idB])
  const currencyA = known.resolve(idA)
  const currencyB = known.resolve(idB)
  // The resolver makes a new native currency each time: the SDK currencies follow the ids, not the objects.
  const keyA = currencyA ? `${currencyA.chainId}:${idA.toLowerCase()}` : ''
  const keyB = currencyB ? `${currencyB.chainId}:${idB.toLowerCase()}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the currency.
  const sdkA = useMemo(
    () => (currencyA && wrappedNative ? toSdkCurrency(currencyA, wrappedNative) : null),
    [keyA, wrappedNative],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the currency.
  const sdkB = useMemo(
    () => (currencyB && wrappedNative ? toSdkCurrency(currencyB, wrappedNative) : null),
    [keyB, wrappedNative],
  )
  const pair = useMemo(() => {
    if (!sdkA || !sdkB || !factory) return null
    const [tokenA, tokenB] = [sdkA.wrapped, sdkB.wrapped]
    if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return null
    return pairAddressOf(tokenA, tokenB, factory)
  }, [sdkA, sdkB, factory])
  const [reservesState] = useMulticallReads(
    chainId,
    useMemo(() => (pair ? [pairReservesRead(pair)] : NO_READ), [pair]),
  )
  const [supplyState] = useMulticallReads(
    chainId,
    useMemo(() => (pair ? [lpTotalSupplyRead(pair)] : NO_READ), [pair]),
  )
  const reserves: PairReserves = pairReadOf(reservesState)
  const totalSupply = pairReadOf(supplyState)

  const [state, dispatch] = useReducer(mintV2FormReducer, INITIAL_MINT_V2_FORM)
  // Amounts typed for one pair mean nothing for another (nor with the sides swapped).
  const pairKey = `${idA.toLowerCase()}/${idB.toLowerCase()}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the pair.
  useEffect(() => dispatch({ type: 'reset' }), [pairKey])
  const balanceA = useCurrencyBalance(chainId, account, currencyA)
  const balanceB = useCurrencyBalance(chainId, account, currencyB)

  const derived = useMemo(
    () =>
      deriveMintV2Form({
        currencyA: sdkA,
        currencyB: sdkB,
        reserves,
        totalSupply,
        form: state,
        account: account ?? null,
        balances: { A: balanceA ?? null, B: balanceB ?? null },
        unsupported: params.unsupported,
      }),
    [sdkA, sdkB, reserves, totalSupply, state, account, balanceA, balanceB, params.unsupported],
  )
  return {
    known,
    currencies: { A: currencyA, B: currencyB },
    sdk: { A: sdkA, B: sdkB },
    state,
    dispatch: useCallback((action: MintV2FormAction) => dispatch(action), []),
    balances: { A: balanceA, B: balanceB },
    derived,
  }
}
