import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { localizeNumber } from '../../../lib/format.ts'
import { AUTOFOCUS_ATTRIBUTE, Button } from '../../../ui/index.ts'
import type { ClaimAvailability } from '../model/claimAvailability.ts'
import styles from './ClaimDialogs.module.css'

export type AddressClaimFormProps = {
  value: string
  onChange: (value: string) => void
  availability: ClaimAvailability['kind']
  /** The claimable amount as shown ('400'), once there is one. */
  amount: string | null
  /** The Claim button is enabled (spec 2 §5). */
  canClaim: boolean
  onClaim: () => void
  /** Stands in for Claim when no wallet is connected. */
  connect?: ReactNode
}

/** The address-claim dialog's form (spec 2 §2): an address or ENS name, what it may claim, and Claim. */
export function AddressClaimForm(props: AddressClaimFormProps) {
  const { value, onChange, availability, canClaim, onClaim, connect } = props
  const { t, i18n } = useLingui()
  const amount = props.amount === null ? null : localizeNumber(props.amount, i18n.locale)
  return (
    <div className={styles.body}>
      <p className={styles.muted}>
        <Trans>
          Enter an address to trigger a UNI claim. If the address has any claimable UNI it will be sent to
          them on submission.
        </Trans>
      </p>
      <label className={styles.field}>
        <span>
          <Trans>Recipient</Trans>
        </span>
        <input
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t`Wallet Address or ENS name`}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          data-testid="claim-address-input"
          {...{ [AUTOFOCUS_ATTRIBUTE]: '' }}
        />
      </label>
      {availability === 'available' && amount !== null ? (
        <p className={styles.amount} data-testid="claim-amount">
          <Trans>{amount} UNI</Trans>
        </p>
      ) : null}
      {availability === 'none' ? (
        <p className={styles.error} role="alert">
          <Trans>Address has no available claim</Trans>
        </p>
      ) : null}
      {connect ?? (
        <Button fullWidth disabled={!canClaim} onClick={onClaim} data-testid="claim-submit">
          <Trans>Claim</Trans>
        </Button>
      )}
    </div>
  )
}
