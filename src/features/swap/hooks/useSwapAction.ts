import { useCallback, useEffect, useRef, useState } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import type { RouterVersion, SwapTrade } from '../../../lib/routing/swapTrade.ts'
import {
  approveEventLabel,
  SWAP_EVENT_CATEGORY,
  swapEventAction,
  swapEventLabel,
  trackEvent,
} from '../../analytics/index.ts'
import type { ApprovalState, ApprovalTarget } from '../../approvals/index.ts'
import { type Currency, tokenLogoUrls } from '../../tokens/index.ts'
import { useTransactionFlow } from '../../transactions/index.ts'
import type { ConfirmSwapModalProps } from '../components/ConfirmSwapModal.tsx'
import type { PriceImpactConfirmProps } from '../components/PriceImpactConfirm.tsx'
import { type ImpactConfirmation, impactConfirmation } from '../model/priceImpact.ts'
import { type SwapFailureShown, SwapNotReadyError } from '../model/swapSendErrors.ts'
import { useSwapApproval } from './useSwapApproval.ts'
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
  /**
   * The page's query. A review still open when it changes is closed: another page that opened this one (or a link
   * followed meanwhile) changed the pair, the recipient or `ape`, and the user confirms only what they reviewed.
   */
  pageUrl: string
}

export type SwapAction = {
  approval: {
    target: ApprovalTarget | null
    state: ApprovalState
    signing: boolean
    submitted: boolean
    approve: () => void
  }
  /** Whether the swap can be sent (a valid callback). */
  ready: boolean
  onSwap: () => void
  /** A failure of a swap sent without the dialog (expert mode) or of an approval, as thrown: the view names it. */
  failure: SwapFailureShown | null
  confirm: ConfirmSwapModalProps | null
  impactPrompt: PriceImpactConfirmProps | null
}

/**
 * What the user confirms: the trade, and where its output goes (frozen when the review opens: a name that
 * resolves elsewhere later does not move the swap). A null recipient is the account that sends.
 */
export type SwapSnapshot = {
  trade: SwapTrade
  /**
   * Another recipient, shown in the review and frozen with it; null when the output goes to the account that sends
   * (whichever account that is when Confirm is pressed), never to a recipient a link added after the review opened.
   */
  recipient: { address: Address; name: string | null } | null
}

/** A recipient that is not the connected account (or that the account cannot be compared with). */
function sendsElsewhere(recipient: Address | null | undefined, account: Address | undefined): boolean {
  if (recipient === undefined) return false
  return recipient === null || !account || recipient.toLowerCase() !== account.toLowerCase()
}

/** The recipient as the review shows it: the checksummed address, and the name the user typed, if any. */
function frozenRecipient(params: SwapActionParams): SwapSnapshot['recipient'] {
  const { recipient, recipientText, account } = params
  if (!recipient || !sendsElsewhere(recipient, account)) return null
  const typed = recipientText?.trim() ?? ''
  return { address: getAddress(recipient), name: typed !== '' && !isAddress(typed) ? typed : null }
}

/**
 * The swap's approval step and its sending: the confirm dialog (skipped in expert mode) with 'Price Updated',
 * the high-impact prompts, the attempt, the hash or the error; the Swap and Approve analytics events.
 */
export function useSwapAction(params: SwapActionParams): SwapAction {
  const { chainId, account, trade, slippageBps, recipient } = params
  const engine = useTradeEngine(trade !== null)
  const permitOrApprove = useSwapApproval({ chainId, account, trade, slippageBps })
  const callback = useSwapCallback({ chainId, account, trade, recipient, permit: permitOrApprove.permit })
  const [prompt, setPrompt] = useState<{
    kind: Exclude<ImpactConfirmation, 'none'>
    done: (ok: boolean) => void
  } | null>(null)
  // The failure as thrown: the view names it in the active locale, it is never flattened on the way.
  const [failure, setFailure] = useState<SwapFailureShown | null>(null)
  const [tokenAdded, setTokenAdded] = useState(false)
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

  // The swap as the user confirmed it: sent through the callback, tracked, and reported.
  const sendConfirmed = useCallback(async (snapshot: SwapSnapshot) => {
    const { callback: current, params: p } = latest.current
    // Nothing can be sent (another chain, a missing router …): say why rather than do nothing.
    if (current.state !== 'valid') throw new SwapNotReadyError(current.error ?? 'Missing dependencies')
    const sent = snapshot.trade
    const hash = await current.callback(sent, snapshot.recipient?.address ?? null)
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
    return hash
  }, [])

  const flow = useTransactionFlow<SwapSnapshot>({
    chainId,
    beforeSend: () => askImpact(latest.current.params.impactBps),
    send: sendConfirmed,
  })

  // Expert mode: no dialog; the current trade is what the user confirmed by clicking Swap.
  const sendWithoutDialog = useCallback(
    async (sent: SwapTrade) => {
      const { callback: current, params: p } = latest.current
      if (current.state !== 'valid') {
        setFailure({ error: new SwapNotReadyError(current.error ?? 'Missing dependencies') })
        return
      }
      if (!(await askImpact(p.impactBps))) return
      setFailure(null)
      try {
        await sendConfirmed({ trade: sent, recipient: null })
        p.onSent()
      } catch (error) {
        setFailure({ error })
      }
    },
    [askImpact, sendConfirmed],
  )

  const { review } = flow
  const reviewedUrl = useRef<string | null>(null)
  // Expert mode skips the review only for a swap to the account itself: another recipient is always shown in
  // full and confirmed (a link may set both `ape` and `recipient`).
  const onSwap = useCallback(() => {
    const { trade: current, params: p } = latest.current
    if (!current) return
    if (p.expertMode && !sendsElsewhere(p.recipient, p.account)) void sendWithoutDialog(current)
    else {
      reviewedUrl.current = p.pageUrl
      review({ trade: current, recipient: frozenRecipient(p) })
    }
  }, [sendWithoutDialog, review])

  const reviewOpen = flow.flow?.step.kind === 'review'
  const { dismiss } = flow
  useEffect(() => {
    if (reviewOpen && reviewedUrl.current !== null && reviewedUrl.current !== params.pageUrl) dismiss()
  }, [reviewOpen, params.pageUrl, dismiss])

  const approve = useCallback(() => {
    setFailure(null)
    const symbol = latest.current.trade?.trade.inputAmount.currency.symbol
    trackEvent(SWAP_EVENT_CATEGORY, 'Approve', approveEventLabel(symbol, latest.current.params.routing))
    void permitOrApprove.approve().catch((error: unknown) => setFailure({ error }))
  }, [permitOrApprove])

  let confirm: ConfirmSwapModalProps | null = null
  const open = flow.flow
  const output = open?.snapshot.trade.trade.outputAmount.currency
  const addToken =
    open?.step.kind === 'submitted' && output?.isToken && account
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
  if (open && engine) {
    const priceUpdated =
      open.step.kind === 'review' &&
      trade !== null &&
      engine.tradeMeaningfullyDiffers(open.snapshot.trade, trade)
    confirm = {
      chainId,
      review: {
        summary: engine.summarizeTrade(open.snapshot.trade, slippageBps),
        recipient: open.snapshot.recipient,
        priceUpdated,
        onConfirm: flow.confirm,
        onAcceptChanges: () => {
          if (trade) flow.accept({ ...open.snapshot, trade })
        },
      },
      step: open.step,
      receipt: flow.receipt,
      onDismiss: () => {
        if (open.step.kind === 'submitted') params.onSent()
        flow.dismiss()
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
      target: permitOrApprove.target,
      state: permitOrApprove.state,
      signing: permitOrApprove.signing,
      submitted: permitOrApprove.submitted,
      approve,
    },
    ready: callback.state === 'valid',
    onSwap,
    failure,
    confirm,
    impactPrompt,
  }
}
