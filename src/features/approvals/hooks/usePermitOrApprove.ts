import { useCallback, useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { PermitSignature } from '../../../chain/permit.ts'
import { type PermitTokenInfo, permitInfoOf } from '../../../chain/permitTokens.ts'
import { useLatestBlockTimestamp, useTokenNonce } from '../../chain-data/index.ts'
import { useTransactionSettings } from '../../settings/index.ts'
import { type ApprovalState, type ApprovalTarget, isPermitUsable } from '../model/approval.ts'
import { useApproval } from './useApproval.ts'

export type PermitOrApprove = {
  /** What is to be approved: the token, its spender and the amount; null until known. */
  target: ApprovalTarget | null
  /** 'approved' also while a signed permit stands in for the approval. */
  state: ApprovalState
  /** The permit to fold into the write: set only while it fits the target (amount, nonce, expiry). */
  permit: PermitSignature | null
  /** The wallet is being asked to sign a permit. */
  signing: boolean
  /**
   * The user asked to approve this token (and it did not fail): the approval step stays shown, reading 'You can
   * now trade', once it is approved. A new token starts afresh.
   */
  submitted: boolean
  /**
   * Signs a permit where the token takes one and the spender redeems it; a declined signature (4001) ends
   * there, any other signing failure falls back to an on-chain approval, as does every other case.
   */
  approve: () => Promise<void>
}

export type PermitOrApproveParams = {
  chainId: number | undefined
  account: Address | undefined
  target: ApprovalTarget | null
  /** Whether the spender can redeem a permit in the write (the v2 router cannot, say). */
  permitAccepted: boolean
  /**
   * How the token takes a permit when the chain's table of permit tokens cannot list it: every v2 pair's LP
   * token takes V2_LP_PERMIT_INFO ('Uniswap V2', '1').
   */
  permitInfo?: PermitTokenInfo | undefined
}

/** A write's approval step (spec 1 §4 "Token approval"): a permit where one can stand in, else approve. */
export function usePermitOrApprove({
  chainId,
  account,
  target,
  permitAccepted,
  permitInfo,
}: PermitOrApproveParams): PermitOrApprove {
  const approval = useApproval(chainId, account, target)
  const permitToken = target && target !== 'native' && permitAccepted ? target : null
  const { approveExact } = useTransactionSettings(chainId)
  const tokenPermit =
    permitToken && chainId !== undefined
      ? (permitInfo ?? permitInfoOf(chainId, permitToken.token))
      : undefined
  // The 'allowed' form (DAI's) can only permit everything: with exact approvals the token is approved on chain.
  const info = approveExact && tokenPermit?.type === 'allowed' ? undefined : tokenPermit
  const nonce = useTokenNonce(chainId, info ? permitToken?.token : undefined, account).result
  const blockTimestamp = useLatestBlockTimestamp(info ? chainId : undefined)
  const [held, setHeld] = useState<PermitSignature | null>(null)
  const [signing, setSigning] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const tokenKey = target && target !== 'native' ? target.token.toLowerCase() : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token starts a new approval.
  useEffect(() => setSubmitted(false), [tokenKey])
  const permit =
    held && account && isPermitUsable(held, { owner: account, target, nonce, blockTimestamp }) ? held : null

  const { approve: approveOnChain } = approval
  const approveOnce = useCallback(async (): Promise<void> => {
    if (info && permitToken && account && chainId !== undefined) {
      setSigning(true)
      // The signing module also tells a refusal from a failure: the chain's errors load with it, not the page.
      let signing: typeof import('../api/signPermitFor.ts') | null = null
      try {
        const [signingModule, { connectedClients }] = await Promise.all([
          import('../api/signPermitFor.ts'),
          import('../api/clients.ts'),
        ])
        signing = signingModule
        const { walletClient, publicClient } = await connectedClients(chainId, account)
        const request = { chainId, owner: account, target: permitToken, info }
        setHeld(await signing.signPermitFor(walletClient, publicClient, request))
        return
      } catch (error) {
        if (signing?.isSigningDeclined(error)) return
        console.debug('Permit signing failed, approving on chain instead', error)
      } finally {
        setSigning(false)
      }
    }
    await approveOnChain()
  }, [info, permitToken, account, chainId, approveOnChain])
  const approve = useCallback(async (): Promise<void> => {
    setSubmitted(true)
    try {
      await approveOnce()
    } catch (error) {
      setSubmitted(false)
      throw error
    }
  }, [approveOnce])

  return { target, state: permit ? 'approved' : approval.state, permit, signing, submitted, approve }
}
