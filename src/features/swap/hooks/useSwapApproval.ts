import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { approvalTargetFor, type PermitOrApprove, usePermitOrApprove } from '../../approvals/index.ts'
import { spenderOf } from '../model/swapApproval.ts'
import { useTradeEngine } from './useTradeEngine.ts'

const BPS = 10_000

/**
 * The swap's approval step (spec 1 §4 "Token approval"): the input at most for Router02 (v2) or SwapRouter
 * (v3); a permit only for v3 trades, the v2 router having no permit entry.
 */
export function useSwapApproval(params: {
  chainId: number | undefined
  account: Address | undefined
  trade: SwapTrade | null
  slippageBps: number
}): PermitOrApprove {
  const { chainId, account, trade, slippageBps } = params
  const engine = useTradeEngine(trade !== null)
  const contracts = chainInfoOf(chainId)?.contracts
  const v2Router02 = contracts?.v2Router02
  const swapRouter = contracts?.swapRouter
  const target = useMemo(
    () =>
      trade && engine
        ? approvalTargetFor(
            trade.trade.maximumAmountIn(new engine.Percent(slippageBps, BPS)),
            spenderOf(trade, { v2Router02, swapRouter }),
          )
        : null,
    [trade, engine, slippageBps, v2Router02, swapRouter],
  )
  return usePermitOrApprove({ chainId, account, target, permitAccepted: trade?.version === 'v3' })
}
