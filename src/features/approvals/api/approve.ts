// Approves a spender to take a token (facts §8.2): the unlimited amount when its gas
// estimates, otherwise (or when the user asked for exact approvals) the exact amount; recorded with the approval so the button shows it pending.
import type { Account, Address, Chain, Hash, PublicClient, Transport, WalletClient } from 'viem'
import { estimateFirst } from '../../../chain/send.ts'
import { type NewTransaction, sendAndRecord } from '../../transactions/index.ts'
import { buildApproveCalls } from '../model/approveCalls.ts'

export type ApproveRequest = {
  chainId: number
  account: Address
  token: Address
  spender: Address
  /** The amount the write needs: approved as is when the unlimited approval does not estimate. */
  amount: bigint
  /** Approve only the amount, never the unlimited one (the user's setting). */
  exact: boolean
}

export async function approve(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: ApproveRequest,
  summary: string,
  record: (tx: NewTransaction) => void,
): Promise<Hash> {
  const { chainId, account, token, spender, amount, exact } = request
  const calls = buildApproveCalls(token, spender, amount, exact).map((call) => ({
    ...call,
    account,
    chainId,
  }))
  const chosen = await estimateFirst(publicClient, calls)
  return sendAndRecord(
    walletClient,
    publicClient,
    chosen,
    { summary, approval: { tokenAddress: token, spender } },
    record,
  )
}
