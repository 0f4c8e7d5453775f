import { useCallback, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { isUserRejection, UserRejectedError } from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { permitInfoOf } from '../../../chain/permitTokens.ts'
import { useTokenNonce } from '../../chain-data/index.ts'
import { type ApprovalState, approvalTargetOf, isPermitUsable } from '../model/swapApproval.ts'
import type { SwapTrade } from '../model/trade/swapTrade.ts'
import { useApproval } from './useApproval.ts'
import { useLatestBlockTimestamp } from './useLatestBlockTimestamp.ts'
import { useTradeEngine } from './useTradeEngine.ts'

export type PermitOrApprove = {
  /** 'approved' also while a signed permit stands in for the approval. */
  state: ApprovalState
  /** The permit to fold into the swap: set only while it fits this trade (amount, nonce, expiry). */
  permit: PermitSignature | null
  /** The wallet is being asked to sign a permit. */
  signing: boolean
  /**
   * Signs a permit where the token takes one and the trade is v3; a declined signature (4001) ends there,
   * any other signing failure falls back to an on-chain approval, as does every other case.
   */
  approve: () => Promise<void>
}

const BPS = 10_000

/** The swap's approval step (spec 1 §4 "Token approval"): spender Router02 for v2, SwapRouter for v3. */
export function usePermitOrApprove(params: {
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
        ? approvalTargetOf(trade, new engine.Percent(slippageBps, BPS), { v2Router02, swapRouter })
        : null,
    [trade, engine, slippageBps, v2Router02, swapRouter],
  )
  const approval = useApproval(chainId, account, target)

  // The v2 router has no permit entry: permits are for v3 trades only.
  const permitToken = target && target !== 'native' && trade?.version === 'v3' ? target : null
  const info = permitToken && chainId !== undefined ? permitInfoOf(chainId, permitToken.token) : undefined
  const nonce = useTokenNonce(chainId, info ? permitToken?.token : undefined, account).result
  const blockTimestamp = useLatestBlockTimestamp(info ? chainId : undefined)
  const [held, setHeld] = useState<PermitSignature | null>(null)
  const [signing, setSigning] = useState(false)
  const permit =
    held && account && isPermitUsable(held, { owner: account, target, nonce, blockTimestamp }) ? held : null

  const { approve: approveOnChain } = approval
  const approve = useCallback(async (): Promise<void> => {
    if (info && permitToken && account && chainId !== undefined) {
      setSigning(true)
      try {
        const [{ signSwapPermit }, { connectedClients }] = await Promise.all([
          import('../api/signSwapPermit.ts'),
          import('../api/connectedClients.ts'),
        ])
        const { walletClient, publicClient } = await connectedClients(chainId, account)
        const request = { chainId, owner: account, target: permitToken, info }
        setHeld(await signSwapPermit(walletClient, publicClient, request))
        return
      } catch (error) {
        if (error instanceof UserRejectedError || isUserRejection(error)) return
        console.debug('Permit signing failed, approving on chain instead', error)
      } finally {
        setSigning(false)
      }
    }
    await approveOnChain()
  }, [info, permitToken, account, chainId, approveOnChain])

  return { state: permit ? 'approved' : approval.state, permit, signing, approve }
}
