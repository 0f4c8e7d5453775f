import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { Address, Hash } from 'viem'
import { useTokenAllowance } from '../../chain-data/index.ts'
import { useTransactionSettings } from '../../settings/index.ts'
import { isPending, isRecent, useChainTransactions } from '../../transactions/index.ts'
import { type ApprovalState, type ApprovalTarget, approvalStateOf } from '../model/approval.ts'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether `owner` has allowed the target's spender its amount (the allowance read each block, a recent
 * approval still being mined counting as pending; the native coin needs none), and the on-chain approval.
 */
export function useApproval(
  chainId: number | undefined,
  owner: Address | undefined,
  target: ApprovalTarget | null,
): { state: ApprovalState; approve: () => Promise<Hash> } {
  const { t } = useLingui()
  const token = target && target !== 'native' ? target : null
  const allowance = useTokenAllowance(chainId, token?.token, owner, token?.spender).result
  const transactions = useChainTransactions(chainId)
  const { approveExact } = useTransactionSettings(chainId)
  const approvalPending = useMemo(() => {
    if (!token) return false
    const now = Date.now()
    return Object.values(transactions).some(
      (tx) =>
        tx.approval !== undefined &&
        owner !== undefined &&
        same(tx.from, owner) &&
        same(tx.approval.tokenAddress, token.token) &&
        same(tx.approval.spender, token.spender) &&
        isPending(tx) &&
        isRecent(tx, now),
    )
  }, [transactions, token, owner])
  const state = approvalStateOf(target, allowance, approvalPending)

  const approve = useCallback(async (): Promise<Hash> => {
    if (!token || !owner || chainId === undefined) throw new Error('missing dependencies')
    const symbol = token.symbol
    const summary = t`Approve ${symbol}`
    const [{ approve: send }, { connectedClients }] = await Promise.all([
      import('../api/approve.ts'),
      import('../api/clients.ts'),
    ])
    const { walletClient, publicClient, record } = await connectedClients(chainId, owner)
    const request = {
      chainId,
      account: owner,
      token: token.token,
      spender: token.spender,
      amount: token.amount,
      exact: approveExact,
    }
    return send(walletClient, publicClient, request, summary, record)
  }, [chainId, owner, token, approveExact, t])

  return { state, approve }
}
