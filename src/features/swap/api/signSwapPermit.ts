// A permit for the swap: signed over the amount the v3 router may take (the input at most, slippage
// included), valid 1200 s from the latest block. SwapRouter redeems it in the swap's own multicall.
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem'
import { type PermitSignature, signPermit } from '../../../chain/permit.ts'
import type { PermitTokenInfo } from '../../../chain/permitTokens.ts'
import type { ApprovalTarget } from '../model/swapApproval.ts'

export type SwapPermitRequest = {
  chainId: number
  owner: Address
  target: Exclude<ApprovalTarget, 'native'>
  info: PermitTokenInfo
}

/** Throws UserRejectedError when the user declines (nothing more happens), another AppError otherwise. */
export function signSwapPermit(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: SwapPermitRequest,
): Promise<PermitSignature> {
  const { chainId, owner, target, info } = request
  return signPermit(walletClient, publicClient, {
    token: target.token,
    chainId,
    owner,
    spender: target.spender,
    amount: target.amount,
    info,
  })
}
