import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { explorerLink } from '../../../chain/explorer.ts'
import {
  approveEventLabel,
  SWAP_EVENT_CATEGORY,
  swapEventAction,
  swapEventLabel,
  trackEvent,
} from '../../analytics/index.ts'
import { type Currency, tokenLogoUrls } from '../../tokens/index.ts'
import type { ConfirmSwapModalProps, ConfirmSwapStatus } from '../components/ConfirmSwapModal.tsx'
import type { PriceImpactConfirmProps } from '../components/PriceImpactConfirm.tsx'
import { type ImpactConfirmation, impactConfirmation } from '../model/priceImpact.ts'
import type { ApprovalState } from '../model/swapApproval.ts'
import type { RouterVersion, SwapTrade } from '../model/trade/swapTrade.ts'
import type { TradeSummary } from '../model/trade/tradeSummary.ts'
import { usePermitOrApprove } from './usePermitOrApprove.ts'
import { useSwapCallback } from './useSwapCallback.ts'
import { useTradeEngine } from './useTradeEngine.ts'

export type SwapActionParams = {
  chainId: number
  account: Address | undefined
  trade: SwapTrade | null
  slippageBps: number
  expertMode: boolean
  /** The larger of the trade's and the USD values' price impact, in basis points. */
  impactBps: number
  /** Undefined: the account; null: a recipient that does not resolve. */
  recipient: Address | null | undefined
  /** The recipient as the user wrote it (address or name), for the dialog; null when it is the account. */
  recipientText: string | null
  routing: RouterVersion | null
  /** The output currency as the lists know it (its logo goes to the wallet with wallet_watchAsset). */
  outputCurrency: Currency | null
  /** After a sent swap: the form clears its amount. */
  onSent: () => void
}

export type SwapAction = {
  approval: { state: ApprovalState; signing: boolean; submitted: boolean; approve: () => void }
  /** Whether the swap can be sent (a valid callback). */
  ready: boolean
  onSwap: () => void
  /** A failure of a swap sent without the dialog (expert mode). */
  failure: string | null
  confirm: ConfirmSwapModalProps | null
  impactPrompt: PriceImpactConfirmProps | null
}

type Confirming = { trade: SwapTrade; status: ConfirmSwapStatus }

/**
 * The swap's approval step and its sending: the confirm dialog (skipped in expert mode) with 'Price Updated',
 * the high-impact prompts, the attempt, the hash or the error; the Swap and Approve analytics events.
 */
export function useSwapAction(params: SwapActionParams): SwapAction {
  const { chainId, account, trade, slippageBps, recipient, recipientText } = params
  const engine = useTradeEngine(trade !== null)
  const permitOrApprove = usePermitOrApprove({ chainId, account, trade, slippageBps })
  const callback = useSwapCallback({ chainId, account, trade, recipient, permit: permitOrApprove.permit })
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [prompt, setPrompt] = useState<{
    kind: Exclude<ImpactConfirmation, 'none'>
    done: (ok: boolean) => void
  } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [approvalSubmitted, setApprovalSubmitted] = useState(false)
  const [tokenAdded, setTokenAdded] = useState(false)
  const inputKey = trade ? `${trade.trade.inputAmount.currency.wrapped.address}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new input token starts a new approval.
  useEffect(() => setApprovalSubmitted(false), [inputKey])
  const latest = useRef({ callback, trade, params })
  latest.current = { callback, trade, params }

  const askImpact = useCallback(
    (bps: number) =>
      new Promise<boolean>((resolve) => {
        const kind = impactConfirmation(bps)
        if (kind === 'none') resolve(true)
        else setPrompt({ kind, done: resolve })
      }),
    [],
  )

  const send = useCallback(
    async (withDialog: boolean) => {
      const { callback: current, trade: sent, params: p } = latest.current
      if (current.state !== 'valid' || !sent) {
        // Nothing can be sent (another chain, a missing router …): say why rather than do nothing.
        const message = current.error ?? 'Missing dependencies'
        if (withDialog) setConfirming((c) => (c ? { ...c, status: { kind: 'failed', message } } : c))
        else setFailure(message)
        return
      }
      if (!(await askImpact(p.impactBps))) return
      setFailure(null)
      if (withDialog) setConfirming((c) => (c ? { ...c, status: { kind: 'pending' } } : c))
      try {
        const hash = await current.callback()
        const inputSymbol = sent.trade.inputAmount.currency.symbol
        const outputSymbol = sent.trade.outputAmount.currency.symbol
        const hops =
          sent.version === 'v2'
            ? [sent.trade.route.pairs.length]
            : sent.trade.swaps.map((s) => s.route.pools.length)
        trackEvent(
          SWAP_EVENT_CATEGORY,
          swapEventAction(p.recipientText === null ? null : (p.recipient ?? null), p.account),
          swapEventLabel({ inputSymbol, outputSymbol, version: sent.version, hops }),
        )
        if (withDialog)
          setConfirming((c) =>
            c
              ? {
                  ...c,
                  status: { kind: 'submitted', explorerUrl: explorerLink(p.chainId, hash, 'transaction') },
                }
              : c,
          )
        else p.onSent()
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (withDialog) setConfirming((c) => (c ? { ...c, status: { kind: 'failed', message } } : c))
        else setFailure(message)
      }
    },
    [askImpact],
  )

  const onSwap = useCallback(() => {
    const { trade: current, params: p } = latest.current
    if (!current) return
    if (p.expertMode) void send(false)
    else setConfirming({ trade: current, status: { kind: 'review' } })
  }, [send])

  const approve = useCallback(() => {
    setFailure(null)
    setApprovalSubmitted(true)
    const symbol = latest.current.trade?.trade.inputAmount.currency.symbol
    trackEvent(SWAP_EVENT_CATEGORY, 'Approve', approveEventLabel(symbol, latest.current.params.routing))
    void permitOrApprove.approve().catch((error: unknown) => {
      setApprovalSubmitted(false)
      setFailure(error instanceof Error ? error.message : String(error))
    })
  }, [permitOrApprove])

  let confirm: ConfirmSwapModalProps | null = null
  const output = confirming?.trade.trade.outputAmount.currency
  const addToken =
    confirming?.status.kind === 'submitted' && output?.isToken && account
      ? {
          symbol: output.symbol ?? '',
          added: tokenAdded,
          onAdd: () => {
            const listed = params.outputCurrency
            const image =
              listed?.kind === 'token' && listed.address.toLowerCase() === output.address.toLowerCase()
                ? tokenLogoUrls(listed)[0]
                : undefined
            const token = {
              address: output.address as Address,
              symbol: output.symbol ?? '',
              decimals: output.decimals,
              image,
            }
            void import('../api/watchAsset.ts')
              .then(({ watchAsset }) => watchAsset(chainId, account, token))
              .then(setTokenAdded)
          },
        }
      : null
  if (confirming && engine) {
    const shown: TradeSummary = engine.summarizeTrade(confirming.trade, slippageBps)
    const priceUpdated =
      confirming.status.kind === 'review' &&
      trade !== null &&
      engine.tradeMeaningfullyDiffers(confirming.trade, trade)
    confirm = {
      summary: shown,
      recipient: recipientText,
      priceUpdated,
      status: confirming.status,
      onConfirm: () => void send(true),
      onAcceptChanges: () => setConfirming((c) => (c && trade ? { ...c, trade } : c)),
      onDismiss: () => {
        if (confirming.status.kind === 'submitted') params.onSent()
        setConfirming(null)
        setTokenAdded(false)
      },
      addToken,
    }
  }
  const impactPrompt: PriceImpactConfirmProps | null = prompt
    ? {
        kind: prompt.kind,
        onConfirm: () => {
          setPrompt(null)
          prompt.done(true)
        },
        onCancel: () => {
          setPrompt(null)
          prompt.done(false)
        },
      }
    : null

  return {
    approval: {
      state: permitOrApprove.state,
      signing: permitOrApprove.signing,
      submitted: approvalSubmitted,
      approve,
    },
    ready: callback.state === 'valid',
    onSwap,
    failure,
    confirm,
    impactPrompt,
  }
}
