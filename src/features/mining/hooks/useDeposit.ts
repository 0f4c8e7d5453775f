import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { type Address, getAddress } from 'viem'
import type { PermitSignature } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import type { StakingPool } from '../../../chain/stakingPools.ts'
import { amountToInput } from '../../../lib/amounts.ts'
import { type ApprovalTarget, usePermitOrApprove } from '../../approvals/index.ts'
import type { FlowDialog } from '../../transactions/index.ts'
import type { DepositApproval, DepositForm } from '../components/DepositDialog.tsx'
import { buildStakeCall, type StakePermit } from '../model/buildStakingCalls.ts'
import { LP_DECIMALS } from '../model/miningPool.ts'
import { deriveStakeForm } from '../model/stakingForms.ts'
import type { StakingInfo } from '../model/stakingInfo.ts'
import { formatLp, formatUni } from '../model/stakingPoolView.ts'
import { individualRateOf, weeklyAmountOf } from '../model/stakingRates.ts'
import { useStakingWrite } from './useStakingWrite.ts'

export type DepositReview = { amount: string }

export type Deposit = {
  form: DepositForm
  approval: DepositApproval
  onDeposit: (() => void) | null
  /** The deposit's flow once sent: the wallet's step, then submitted. */
  dialog: FlowDialog<DepositReview> | null
}

const LP_SYMBOL = 'UNI-V2'

/** The signed permit as stakeWithPermit takes it (LP tokens take the amount form only). */
function stakePermitOf(permit: PermitSignature | null): StakePermit | null {
  if (permit?.permitType !== 'amount') return null
  const { v, r, s, deadline, amount } = permit
  return { v, r, s, deadline, amount }
}

/**
 * The deposit dialog's state (spec 2 §2, §5, §7): the typed LP amount, the pool allowed to take it by an
 * approval or an LP permit ('Uniswap V2', '1'), and stake or stakeWithPermit sent for what the dialog showed.
 */
export function useDeposit(
  chainId: number,
  account: Address | undefined,
  info: StakingInfo<StakingPool>,
  onSent: () => void,
): Deposit {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const { pool, unstaked, rewardRate, totalStaked, staked } = info
  const { amount, blocker } = deriveStakeForm({
    connected: account !== undefined,
    typed,
    balance: unstaked,
    decimals: LP_DECIMALS,
  })
  const target = useMemo(
    (): Exclude<ApprovalTarget, 'native'> | null =>
      amount === null
        ? null
        : {
            token: getAddress(pool.stakingToken),
            symbol: LP_SYMBOL,
            decimals: LP_DECIMALS,
            amount,
            spender: pool.stakingRewards,
          },
    [amount, pool],
  )
  const approval = usePermitOrApprove({
    chainId,
    account,
    target,
    permitAccepted: true,
    permitInfo: V2_LP_PERMIT_INFO,
  })
  const sent = useCallback(() => {
    setTyped('')
    onSent()
  }, [onSent])
  const write = useStakingWrite<DepositReview>(chainId, account, sent)

  const extra = amount ?? 0n
  const weekly =
    rewardRate !== undefined && totalStaked !== undefined
      ? weeklyAmountOf(individualRateOf(rewardRate, (staked ?? 0n) + extra, totalStaked + extra))
      : 0n
  const permit = stakePermitOf(approval.permit)
  const approved = approval.state === 'approved'
  const onDeposit =
    amount !== null && approved && info.active
      ? () =>
          write.submit({
            review: { amount: formatLp(amount) },
            summary: t`Deposit liquidity`,
            call: () =>
              buildStakeCall({
                stakingRewards: pool.stakingRewards,
                amount,
                approved: approved && permit === null,
                permit,
              }),
          })
      : null
  return {
    form: {
      typed,
      onType: setTyped,
      onMax: () => setTyped(unstaked === undefined ? '' : amountToInput(unstaked, LP_DECIMALS)),
      balance: unstaked,
      blocker,
      weeklyRate: formatUni(weekly),
    },
    approval: {
      target,
      state: approval.state,
      signing: approval.signing,
      onApprove: () =>
        void approval.approve().catch((error: unknown) => console.error('Failed to approve token', error)),
    },
    onDeposit,
    dialog: write.dialog,
  }
}
