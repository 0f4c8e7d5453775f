// A permit standing in for an approval: signed over the target's amount for its spender, valid 1200 s from the
// latest block. The spender redeems it in the write's own multicall (the v3 router, the staking contract …).
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem'
import { isUserRejection, UserRejectedError } from '../../../chain/errors.ts'
import { type PermitSignature, signPermit } from '../../../chain/permit.ts'
import type { PermitTokenInfo } from '../../../chain/permitTokens.ts'
import type { ApprovalTarget } from '../model/approval.ts'

export type PermitForRequest = {
  chainId: number
  owner: Address
  target: Exclude<ApprovalTarget, 'native'>
  info: PermitTokenInfo
}

/** Throws UserRejectedError when the user declines (nothing more happens), another AppError otherwise. */
export function signPermitFor(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: PermitForRequest,
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

/** Whether a signing failure is the user declining (4001): then nothing more happens, no approval either. */
export function isSigningDeclined(error: unknown): boolean {
  return error instanceof UserRejectedError || isUserRejection(error)
}
