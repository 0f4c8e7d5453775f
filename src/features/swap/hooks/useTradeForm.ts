import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { RouterVersion } from '../../../lib/routing/swapTrade.ts'
import { useTransactionSettings } from '../../settings/index.ts'
import type { Currency } from '../../tokens/index.ts'
import type { SwapButtonState } from '../components/SwapButton.tsx'
import { impactLoss, warnsOfImpact } from '../model/impactLoss.ts'
import { priceImpactSeverity } from '../model/priceImpact.ts'
import { forbiddenRecipients, recipientProblem } from '../model/recipient.ts'
import { spenderOf } from '../model/swapApproval.ts'
import { swapButtonModel } from '../model/swapButton.ts'
import { swapInputError } from '../model/swapInputError.ts'
import type { Field } from '../model/swapQuery.ts'
import { useQuoteView } from './useQuoteView.ts'
import { useRecipient } from './useRecipient.ts'
import { useSwapAction } from './useSwapAction.ts'
import type { SwapTradeView } from './useSwapTrade.ts'
import { useTradeEngine } from './useTradeEngine.ts'

export type TradeFormParams = {
  chainId: number
  account: Address | undefined
  input: Currency | null
  output: Currency | null
  parsedAmount: bigint | null
  exactField: Field
  inputBalance: bigint | undefined
  /** The recipient as typed or from the URL; null when the output goes to the account. */
  recipient: string | null
  routing: RouterVersion | null
  trade: SwapTradeView
  onSent: () => void
  /** The page's query: a review open when it changes is closed. */
  pageUrl: string
}

/**
 * The swap (not wrap) side of the form: the recipient, the price impact from the trade and the USD values,
 * the button in the spec's priority, and the approval and confirmation flow.
 */
export function useTradeForm(params: TradeFormParams) {
  const { chainId, account, input, output, parsedAmount, trade: view } = params
  const { i18n } = useLingui()
  const settings = useTransactionSettings(chainId)
  const swap = view.best.trade
  const engine = useTradeEngine(swap !== null)
  const { staleness, usdIn, fiatImpactBps } = useQuoteView(chainId, view)
  const summary = useMemo(
    () => (swap && engine ? engine.summarizeTrade(swap, settings.slippageBps) : null),
    [swap, engine, settings.slippageBps],
  )
  // Facts §8.1: the larger of the trade's impact and the loss between the two sides' USD values.
  const impactBps = summary ? Math.max(summary.priceImpactBps, fiatImpactBps ?? Number.NEGATIVE_INFINITY) : 0
  const severity = priceImpactSeverity(summary ? impactBps : undefined)
  // Measured only on a trade: without one the severity is 4 ('unknown'), which is no loss to name.
  const loss = summary && impactBps > 0 ? impactLoss(impactBps, usdIn, i18n.locale) : null

  const resolution = useRecipient(params.recipient ?? '', chainId)
  const recipientAddress = params.recipient === null ? undefined : resolution.address
  const contracts = chainInfoOf(chainId)?.contracts
  const forbidden = useMemo(() => {
    const own = [contracts?.v2Factory, contracts?.v2Router02, contracts?.swapRouter].flatMap((a) =>
      a ? [a] : [],
    )
    const used = swap && engine ? engine.tradeAddresses(swap, contracts ?? {}) : { tokens: [], pools: [] }
    return [...forbiddenRecipients(used), ...own]
  }, [swap, engine, contracts])

  const action = useSwapAction({
    chainId,
    account,
    trade: swap,
    slippageBps: settings.slippageBps,
    expertMode: settings.expertMode,
    impactBps,
    recipient: params.recipient === null ? undefined : resolution.error ? null : (resolution.address ?? null),
    recipientText: params.recipient,
    routing: params.routing,
    outputCurrency: output,
    onSent: params.onSent,
    pageUrl: params.pageUrl,
  })

  const button = ((): SwapButtonState => {
    const to =
      params.recipient === null
        ? account
          ? { kind: 'address' as const, address: account }
          : { kind: 'none' as const }
        : recipientAddress
          ? { kind: 'address' as const, address: recipientAddress }
          : resolution.error
            ? { kind: 'unresolved' as const }
            : { kind: 'none' as const }
    // The balance must cover what the trade may take: the exact input, or the most an exact output may cost.
    let amountIn = params.exactField === 'INPUT' ? parsedAmount : null
    if (swap && engine) {
      const slippage = new engine.Percent(settings.slippageBps, 10_000)
      amountIn = BigInt(swap.trade.maximumAmountIn(slippage).quotient.toString())
    }
    const error = swapInputError({
      account: account ?? null,
      parsedAmount,
      inputSelected: input !== null,
      outputSelected: output !== null,
      to,
      forbiddenRecipients: forbidden,
      balanceIn: params.inputBalance ?? null,
      amountIn,
      inputSymbol: input?.symbol ?? '',
      tradeUnsendable:
        swap !== null &&
        spenderOf(swap, { v2Router02: contracts?.v2Router02, swapRouter: contracts?.swapRouter }) ===
          undefined,
    })
    const routing =
      view.best.state === 'no-route'
        ? 'no-route'
        : swap
          ? 'found'
          : view.best.state === 'loading'
            ? 'loading'
            : 'idle'
    const { approval } = action
    const decided = swapButtonModel({
      error,
      specified: input !== null && output !== null && parsedAmount !== null,
      routing,
      staleness,
      singleHop: view.singleHop,
      severity,
      expertMode: settings.expertMode,
      approval,
      sendable: action.ready,
    })
    switch (decided.kind) {
      case 'ready':
        return { kind: 'ready', swap: { ...decided.press, onClick: action.onSwap } }
      case 'approve-flow':
        return {
          kind: 'approve-flow',
          approval: decided.approval,
          signing: decided.signing,
          target: decided.target,
          onApprove: approval.approve,
          swap: { ...decided.press, onClick: action.onSwap },
        }
      default:
        return decided
    }
  })()

  return {
    button,
    summary,
    severity,
    version: view.version,
    versionAdvantage: view.advantage,
    // Why a found trade cannot be sent is the button's message (no wallet, 'Missing dependencies', an invalid
    // recipient), not a second line under it.
    failure: action.failure,
    confirm: action.confirm,
    impactPrompt: action.impactPrompt ? { ...action.impactPrompt, loss } : null,
    /** Above 5 % impact: what the trade would lose, said under the action with a smaller amount suggested. */
    impactWarning: loss && warnsOfImpact(severity) ? loss : null,
    recipientResolution: resolution,
    recipientProblem: recipientProblem(params.recipient ?? '', resolution, forbidden),
  }
}
