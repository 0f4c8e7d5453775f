import { Trans, useLingui } from '@lingui/react/macro'
import { chainInfoOf } from '../../../chain/chains.ts'
import { formatSignificant, localizeNumber, shortenAddress, shortenSymbol } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { useTransactionSettings } from '../../settings/index.ts'
import type { ApprovalState, ApprovalTarget } from '../model/approval.ts'
import { spenderNameOf } from '../model/spender.ts'
import styles from './ApproveButton.module.css'

const SIGNIFICANT_DIGITS = 6

export type ApproveButtonProps = {
  chainId: number | undefined
  state: ApprovalState
  /** The wallet is being asked to sign a permit. */
  signing: boolean
  target: Exclude<ApprovalTarget, 'native'>
  onApprove: () => void
}

/**
 * Approve (or sign a permit for) a token: the button names the token on one line; under it, who will spend it
 * and how much this write needs, so the user knows what they allow.
 */
export function ApproveButton({ chainId, state, signing, target, onApprove }: ApproveButtonProps) {
  const { t, i18n } = useLingui()
  const busy = state === 'pending' || signing
  const symbol = shortenSymbol(target.symbol) ?? ''
  const label = busy
    ? t`Approving ${symbol}`
    : state === 'approved'
      ? t`You can now trade ${symbol}`
      : t`Approve ${symbol}`
  const spender =
    spenderNameOf(chainInfoOf(chainId)?.contracts, target.spender) ?? shortenAddress(target.spender)
  const amount = localizeNumber(
    formatSignificant(target.amount, target.decimals, SIGNIFICANT_DIGITS),
    i18n.locale,
  )
  const { approveExact } = useTransactionSettings(chainId)
  return (
    <div className={styles.approve}>
      <Button
        fullWidth
        className={styles.button}
        variant={state === 'approved' ? 'soft' : 'primary'}
        disabled={state !== 'not-approved' || signing}
        onClick={onApprove}
        title={label}
        data-testid="approve-button"
      >
        <span className={styles.label}>{label}</span>
      </Button>
      {state !== 'approved' ? (
        <p className={styles.detail} data-testid="approve-detail" title={target.spender}>
          <Trans>
            Spender: {spender}. Needed: {amount} {symbol}.
          </Trans>
          {approveExact ? (
            <>
              {' '}
              <Trans>Exact amount only.</Trans>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
