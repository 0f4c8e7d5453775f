import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Address } from 'viem'
import { chainInfoOf, isSupportedChainId } from '../../../chain/chains.ts'
import { amountToInput, maxAmountSpend, parseTypedAmount } from '../../../lib/amounts.ts'
import { SWAP_EVENT_CATEGORY, trackEvent } from '../../analytics/index.ts'
import {
  type AmountInput,
  type Currency,
  currencyId,
  type UnsupportedAsset,
  useCurrencyBalance,
  useKnownCurrencies,
} from '../../tokens/index.ts'
import { useChainId, useConnectedAccount, useWalletChainId } from '../../wallet/index.ts'
import type { SwapButtonState } from '../components/SwapButton.tsx'
import { computedAmountText } from '../model/computedAmount.ts'
import { type Field, withRouting } from '../model/swapQuery.ts'
import { isUnsupportedNativeChain, type WrapSide, wrapInputError, wrapTypeOf } from '../model/wrap.ts'
import { useQuoteView } from './useQuoteView.ts'
import { useSwapState } from './useSwapState.ts'
import { useSwapTrade } from './useSwapTrade.ts'
import type { TradeFormParams } from './useTradeForm.ts'
import { useWrap } from './useWrap.ts'

export type FieldView = {
  label: string
  selection: {
    currency: Currency | null
    otherCurrency: Currency | null
    onSelect: (currency: Currency) => void
  }
  balance: bigint | undefined
  amount: AmountInput
  /** '$1,234.56' when the chain prices in USD and the value is above 0.01; the output's USD loss beside it. */
  fiat: { value: string | null; priceImpactBps: number | null } | undefined
}

function wrapSide(currency: Currency | null): WrapSide {
  if (!currency) return null
  return currency.kind === 'native' ? { kind: 'native' } : { kind: 'token', address: currency.address }
}

/** Everything the swap screen shows, derived from the swap state, the chain and the account. */
export function useSwapForm() {
  const { t } = useLingui()
  const chainId = useChainId()
  const account: Address | undefined = useConnectedAccount()
  const walletChainId = useWalletChainId()
  const state = useSwapState()
  const navigate = useNavigate()
  const { search } = useLocation()
  const { actions } = state
  const { resolve, remember, unresolved } = useKnownCurrencies(chainId, [
    state.inputCurrencyId,
    state.outputCurrencyId,
  ])
  const input = resolve(state.inputCurrencyId)
  const output = resolve(state.outputCurrencyId)
  const [unsupported, setUnsupported] = useState<UnsupportedAsset[]>([])
  const inputBalance = useCurrencyBalance(chainId, account, input)
  const outputBalance = useCurrencyBalance(chainId, account, output)

  const info = chainInfoOf(chainId)
  const nativeSymbol = info?.nativeCurrency.symbol ?? 'ETH'
  const wrappedSymbol = info?.wrappedNative.symbol ?? 'WETH'
  const wrap = useWrap({ native: nativeSymbol, wrapped: wrappedSymbol })
  const walletOnUnsupportedChain = account !== undefined && !isSupportedChainId(walletChainId)
  const wrappedNative = walletOnUnsupportedChain ? null : (info?.wrappedNative.address ?? null)
  const wrapType = wrapTypeOf(wrapSide(input), wrapSide(output), wrappedNative)
  const unsupportedChain = isUnsupportedNativeChain(wrapSide(input), wrapSide(output), wrappedNative)
  const wrapMode = wrapType !== 'not-applicable' || unsupportedChain

  const independent = state.independentField === 'INPUT' ? input : output
  const parsedAmount = independent ? parseTypedAmount(state.typedValue, independent.decimals) : null
  const swapTrade = useSwapTrade({
    chainId,
    input,
    output,
    exactField: state.independentField,
    amount: parsedAmount,
    routing: state.routing,
    enabled: !wrapMode,
  })
  // Counts the swaps and wraps sent from this screen: the screen moves the focus to the amount after each.
  const [sentCount, setSentCount] = useState(0)
  const clearInput = useCallback(() => {
    actions.typeInput('INPUT', '')
    setSentCount((count) => count + 1)
  }, [actions])
  const quote = useQuoteView(chainId, swapTrade)
  // The trade form (approval, permit, send, the button's verdict) renders in a component of its own
  // (TradeSection), not in this one: React can yield between the two, so the screen's first render is no
  // single long task.
  const tradeParams: TradeFormParams = {
    chainId,
    account,
    input,
    output,
    parsedAmount,
    exactField: state.independentField,
    inputBalance,
    recipient: state.recipient,
    routing: state.routing,
    trade: swapTrade,
    onSent: clearInput,
    pageUrl: search,
  }
  const trade = swapTrade.best.trade?.trade ?? null
  // Wrapping is 1:1, so the other field mirrors the typed amount; otherwise it shows the trade's amount.
  const amountOf = (field: Field) => {
    if (state.independentField === field || wrapType !== 'not-applicable') return state.typedValue
    // Not a wrap pair the chain can tell (no wrapped token known): no amount to mirror.
    if (wrapMode) return ''
    if (!trade) return ''
    const amount = field === 'INPUT' ? trade.inputAmount : trade.outputAmount
    return computedAmountText(BigInt(amount.quotient.toString()), amount.currency.decimals, field)
  }
  const onType = (field: Field) => (value: string) => {
    wrap.reset()
    actions.typeInput(field, value)
  }

  const maxInput =
    input && inputBalance !== undefined
      ? amountToInput(maxAmountSpend(inputBalance, input.kind === 'native'), input.decimals)
      : null
  const atMax = maxInput !== null && state.independentField === 'INPUT' && state.typedValue === maxInput
  const onMax =
    maxInput !== null && !atMax
      ? () => {
          trackEvent(SWAP_EVENT_CATEGORY, 'Max')
          onType('INPUT')(maxInput)
        }
      : undefined

  const exactOutput = state.independentField === 'OUTPUT' && !wrapMode
  const select = (field: Field) => (currency: Currency) => {
    if (currency.kind === 'token') remember([currency])
    actions.selectCurrency(field, currencyId(currency))
  }

  // In wrap mode the wrap's button; otherwise null, the trade form's.
  const button = ((): SwapButtonState | null => {
    if (!wrapMode) return null
    const error = wrapInputError({
      account: account ?? null,
      unsupportedChain,
      wrapType: wrapType === 'unwrap' ? 'unwrap' : 'wrap',
      amount: parsedAmount,
      balance: inputBalance ?? null,
      nativeSymbol,
      wrappedSymbol,
    })
    if (error) return { kind: 'error', error }
    if (wrapType === 'not-applicable' || !account || !wrappedNative || parsedAmount === null)
      return { kind: 'swap' }
    const request = { chainId, account, wrappedNative, type: wrapType, amount: parsedAmount }
    return {
      kind: 'wrap',
      wrapType,
      pending: wrap.status.kind === 'pending',
      onClick: () => {
        void wrap.send(request).then((sent) => {
          if (sent) clearInput()
        })
      },
    }
  })()

  const from: FieldView = {
    label: exactOutput ? t`From (at most)` : t`From`,
    selection: { currency: input, otherCurrency: output, onSelect: select('INPUT') },
    balance: inputBalance,
    amount: { value: amountOf('INPUT'), onChange: onType('INPUT'), onMax },
    fiat: wrapMode ? undefined : { value: quote.fiat.input, priceImpactBps: null },
  }
  const to: FieldView = {
    label: exactOutput ? t`To (at least)` : t`To`,
    selection: { currency: output, otherCurrency: input, onSelect: select('OUTPUT') },
    balance: outputBalance,
    amount: { value: amountOf('OUTPUT'), onChange: onType('OUTPUT') },
    fiat: wrapMode ? undefined : { value: quote.fiat.output, priceImpactBps: quote.fiat.outputImpactBps },
  }
  // A failed wrap's; a failed swap's is the trade form's.
  const failure = wrap.status.kind === 'failed' ? { error: wrap.status.error } : null
  const tokenGuards = {
    addresses: unresolved,
    onResolved: remember,
    selected: [input, output],
    onUnsupported: setUnsupported,
    onCancel: () => {
      actions.selectCurrency('INPUT', 'ETH')
      actions.selectCurrency('OUTPUT', '')
    },
  }
  return {
    chainId,
    account,
    from,
    to,
    onSwitch: actions.switchCurrencies,
    button: unsupported.length > 0 ? ({ kind: 'unsupported', assets: unsupported } as const) : button,
    failure,
    tokenGuards,
    wrapMode,
    sentCount,
    /** What the trade form (TradeSection) renders from. */
    tradeParams,
    /** The amount computed from a trade that may be out of date, to be shown as such. */
    staleField: (quote.quoteStale && !wrapMode
      ? state.independentField === 'INPUT'
        ? 'OUTPUT'
        : 'INPUT'
      : null) satisfies Field | null,
    recipient: { value: state.recipient, onChange: actions.setRecipient },
    /** The version hint: `use` goes into the URL (the state follows it, keeping what was typed). */
    setRouting: (routing: 'v2' | 'v3') => navigate({ search: withRouting(search, routing) }),
  }
}
