// The approve calls a spender needs; loaded with the approval's write (api/approve.ts), not with the first load's
// approval state: the ABI encoder is not in the first load.
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'

export type ApproveCall = { to: Address; data: Hex; value: bigint }

/**
 * approve(spender, max) first, the exact amount as the fallback when that does not estimate; only the exact
 * amount when the user asked for exact approvals.
 */
export function buildApproveCalls(
  token: Address,
  spender: Address,
  amount: bigint,
  exact: boolean,
): ApproveCall[] {
  return (exact ? [amount] : [maxUint256, amount]).map((value) => ({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
    value: 0n,
  }))
}
