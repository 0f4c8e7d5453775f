import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { WrongChainError } from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { formatSignificant, shortenAddress } from '../../../lib/format.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { useWriteSettings } from '../../settings/index.ts'
import { spenderOf } from '../model/swapApproval.ts'

/** Spec 1 §4: the swap callback's states INVALID, LOADING, VALID. */
export type SwapCallback =
  /** The callback sends the trade it is given: the one the user confirmed, which may not be the current one. */
  | {
      state: 'valid'
      /** Sends the confirmed trade to the confirmed recipient (the account when none is given). */
      /**
       * Sends `confirmed` to `to`, both as the review froze them; `to` null is the account that sends (a recipient
       * the page has now is never taken: a link may have added it after the review opened).
       */
      callback: (confirmed: SwapTrade, to: Address | null) => Promise<Hash>
      error: null
    }
  | { state: 'invalid' | 'loading'; callback: null; error: string | null }

export type SwapCallbackParams = {
  chainId: number | undefined
  account: Address | undefined
  trade: SwapTrade | null
  /** Who receives the output: undefined for the account; null when an entered recipient does not resolve. */
  recipient?: Address | null
  /** A signed permit of the input token (v3 trades), folded into the swap. */
  permit?: PermitSignature | null
}

const SIGNIFICANT_DIGITS = 4

function amountText(amount: SwapTrade['trade']['inputAmount']): string {
  return formatSignificant(BigInt(amount.quotient.toString()), amount.currency.decimals, SIGNIFICANT_DIGITS)
}

/**
 * The swap the confirmation sends: the confirmed trade with the user's slippage and deadline (now + the setting;
 * on layer 2 300 s from the latest block's time). Whether it can be sent is judged on the current trade. The
 * callback resolves to the hash, or rejects with a SwapSendError saying why as a kind, for the view to name.
 */
export function useSwapCallback(params: SwapCallbackParams): SwapCallback {
  const { chainId, account, trade, recipient, permit } = params
  const { t } = useLingui()
  const { slippageBps, deadline } = useWriteSettings(chainId)
  const info = chainInfoOf(chainId)
  const v2Router02 = info?.contracts.v2Router02
  const swapRouter = info?.contracts.swapRouter

  return useMemo((): SwapCallback => {
    const routers = { v2Router02, swapRouter }
    if (!trade || !account || chainId === undefined || !spenderOf(trade, routers))
      return { state: 'invalid', callback: null, error: t`Missing dependencies` }
    if (recipient === null) return { state: 'invalid', callback: null, error: t`Invalid recipient` }
    if (deadline === null) return { state: 'loading', callback: null, error: null }
    const summaryOf = (confirmed: SwapTrade, to: Address) => {
      const inputAmount = amountText(confirmed.trade.inputAmount)
      const inputSymbol = confirmed.trade.inputAmount.currency.symbol ?? ''
      const outputAmount = amountText(confirmed.trade.outputAmount)
      const outputSymbol = confirmed.trade.outputAmount.currency.symbol ?? ''
      const shortRecipient = shortenAddress(to)
      return to.toLowerCase() === account.toLowerCase()
        ? t`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol}`
        : t`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol} to ${shortRecipient}`
    }

    const callback = async (confirmed: SwapTrade, confirmedRecipient: Address | null): Promise<Hash> => {
      const to = confirmedRecipient ?? account
      const [{ sendSwap, swapSendErrorOf }, { connectedClients }] = await Promise.all([
        import('../api/sendSwap.ts'),
        import('../api/clients.ts'),
      ])
      try {
        // The chain the confirmed trade was quoted on: a wallet on any other chain is refused ('Wrong Network'),
        // even when the page has followed it there since the review opened.
        const reviewedChainId = confirmed.trade.inputAmount.currency.chainId
        if (reviewedChainId !== chainId) throw new WrongChainError(reviewedChainId, chainId)
        const { walletClient, publicClient, record } = await connectedClients(reviewedChainId, account)
        const request = {
          chainId: reviewedChainId,
          account,
          trade: confirmed,
          recipient: to,
          slippageBps,
          deadline: deadline(),
          routers,
          ...(permit && confirmed.version === 'v3' ? { permit } : {}),
        }
        return await sendSwap(walletClient, publicClient, request, summaryOf(confirmed, to), record)
      } catch (error) {
        throw swapSendErrorOf(error)
      }
    }
    return { state: 'valid', callback, error: null }
  }, [trade, account, chainId, recipient, permit, slippageBps, deadline, v2Router02, swapRouter, t])
}
