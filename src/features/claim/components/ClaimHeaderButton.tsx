import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import styles from './ClaimHeaderButton.module.css'

export type ClaimHeaderButtonProps =
  | { kind: 'claim'; onClick: () => void }
  | { kind: 'balance' /** As shown ('400'). */; balance: string; onClick: () => void }

/** The header's UNI pill (spec 1 §2): 'Claim UNI' while the account has a claim, else its UNI balance. */
export function ClaimHeaderButton(props: ClaimHeaderButtonProps) {
  const { i18n } = useLingui()
  return (
    <button type="button" className={styles.pill} onClick={props.onClick} data-testid="claim-header-button">
      {props.kind === 'claim' ? (
        <Trans>Claim UNI</Trans>
      ) : (
        <Trans>{localizeNumber(props.balance, i18n.locale)} UNI</Trans>
      )}
    </button>
  )
}
