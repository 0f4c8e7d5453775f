import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { localizeNumber } from '../../../lib/format.ts'
import { Button, Modal } from '../../../ui/index.ts'
import { type ApprovalState, type ApprovalTarget, ApproveButton } from '../../approvals/index.ts'
import { CurrencyInputPanel, type TokenCurrency } from '../../tokens/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import type { StakingBlocker } from '../model/stakingForms.ts'
import styles from './StakingDialog.module.css'

export type DepositForm = {
  typed: string
  onType: (value: string) => void
  onMax: () => void
  /** The unstaked LP. */
  balance: bigint | undefined
  blocker: StakingBlocker | null
  /** What the account would earn a week with this deposit. */
  weeklyRate: string
}

export type DepositApproval = {
  target: Exclude<ApprovalTarget, 'native'> | null
  /** 'approved' also while a signed permit stands in for the allowance. */
  state: ApprovalState
  signing: boolean
  onApprove: () => void
}

export type DepositDialogProps = {
  chainId: number
  account: Address | undefined
  lpToken: TokenCurrency
  pair: { symbol0: string; symbol1: string }
  form: DepositForm
  approval: DepositApproval
  /** Sends the deposit; null until the LP is approved or permitted for the amount. */
  onDeposit: (() => void) | null
  onClose: () => void
}

/**
 * Deposit (spec 2 §2 "Staking flow", §5 "Stake"): the LP amount with Max up to the unstaked balance and the
 * weekly UNI it would earn, then Approve (or sign the LP permit) and Deposit.
 */
export function DepositDialog(props: DepositDialogProps) {
  const { chainId, account, lpToken, pair, form, approval, onDeposit, onClose } = props
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const approved = approval.state === 'approved'
  const action = (() => {
    if (form.blocker === 'connect-wallet') return <ConnectWalletButton />
    if (form.blocker !== null)
      return (
        <Button fullWidth disabled data-testid="mining-deposit-action">
          <Trans>Enter an amount</Trans>
        </Button>
      )
    return (
      <div className={styles.actions}>
        {approval.target && !approved && approval.state !== 'unknown' ? (
          <ApproveButton
            chainId={chainId}
            state={approval.state}
            signing={approval.signing}
            target={approval.target}
            onApprove={approval.onApprove}
          />
        ) : null}
        <Button
          fullWidth
          disabled={!approved || onDeposit === null}
          onClick={onDeposit ?? undefined}
          data-testid="mining-deposit-action"
        >
          <Trans>Deposit</Trans>
        </Button>
      </div>
    )
  })()
  return (
    <Modal title={t`Deposit`} closeLabel={t`Close`} onClose={onClose}>
      <div className={styles.body} data-testid="mining-deposit-dialog">
        <CurrencyInputPanel
          id="mining-deposit"
          label={t`Deposit`}
          chainId={chainId}
          account={account}
          amount={{ value: form.typed, onChange: form.onType, onMax: form.onMax }}
          selection={{ currency: lpToken, pair }}
          balance={form.balance}
        />
        <dl className={styles.amounts}>
          <div>
            <dt>
              <Trans>Weekly Rewards</Trans>
            </dt>
            <dd data-testid="mining-deposit-weekly">
              <Trans>{shown(form.weeklyRate)} UNI / week</Trans>
            </dd>
          </div>
        </dl>
        {action}
      </div>
    </Modal>
  )
}
